import Infrastructure

/// Text from the data inside XML.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: String) -> String {
        MarkupEscaping.escaped(text, apostrophe: "&apos;")
    }
}
