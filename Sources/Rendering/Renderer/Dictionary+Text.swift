extension Dictionary where Key == String, Value == Any {
    /// Sets `key` only for a non-empty text, since Mustache treats any string, even an empty
    /// one, as true in a section.
    mutating func setText(_ text: String?, for key: String) {
        if let text, !text.isEmpty { self[key] = text }
    }
}
