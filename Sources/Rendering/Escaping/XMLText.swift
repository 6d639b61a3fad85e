import Infrastructure

/// Text from the data inside XML.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: String) -> String {
        MarkupEscaping.escaped(text, apostrophe: "&apos;")
    }

    /// `text` without the characters XML 1.0 does not allow at all, even as references (the C0
    /// controls but tab, line feed and carriage return; U+FFFE and U+FFFF).
    static func characters(_ text: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter(allowed))
        return String(kept)
    }
}
