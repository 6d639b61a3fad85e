/// Text from the data as JavaScript source.
enum JavaScriptText {
    /// A double-quoted string literal whose value is `text`. Besides quotes, backslashes and
    /// control characters, `<`, `>`, `&` and the line separators U+2028 and U+2029 are written as
    /// escapes, so the literal is inert wherever the script ends up.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{7F}":
                literal += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 {
                    literal += unicodeEscape(scalar)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
