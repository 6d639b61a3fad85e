extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes, copied straight from its storage: a page appends a few
    /// hundred texts, and the generic copy from a `String.UTF8View` cost about 180 instructions
    /// a piece (callgrind).
    @inlinable
    public mutating func append(utf8Of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// Appends `text`'s UTF-8 bytes when every one of them passes `isKept`, looked through and
    /// copied where they lie; false, with nothing appended, when one does not.
    @inlinable
    public mutating func append(utf8Of text: String, ifEvery isKept: (UInt8) -> Bool) -> Bool {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy(isKept) else { return false }
            append(contentsOf: bytes)
            return true
        }
        if let copied { return copied }
        guard text.utf8.allSatisfy(isKept) else { return false }
        append(contentsOf: text.utf8)
        return true
    }
}
