extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes, copied straight from its storage: a page appends a few
    /// hundred texts, and the generic copy from a `String.UTF8View` cost about 180 instructions
    /// a piece (callgrind).
    mutating func append(utf8Of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
