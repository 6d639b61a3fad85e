import Infrastructure

/// Text from the data as JavaScript source.
enum JavaScriptText {
    /// A double-quoted string literal whose value is `text`. Besides quotes, backslashes and
    /// control characters, `<`, `>`, `&` and the line separators U+2028 and U+2029 are written as
    /// escapes, so the literal is inert wherever the script ends up.
    ///
    /// Made on the text's UTF-8 bytes: the search index writes one for every film and name of
    /// the site. Every escaped character but the line separators is ASCII, so no other byte of a
    /// character made of several can be taken for one.
    static func stringLiteral(_ text: String) -> String {
        var literal: [UInt8] = []
        literal.reserveCapacity(text.utf8.count + 2)
        appendStringLiteral(text, to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// ``stringLiteral(_:)``'s bytes, added to `literal`.
    static func appendStringLiteral(_ text: String, to literal: inout [UInt8]) {
        literal.append(UInt8(ascii: "\""))
        // Most texts have nothing to escape: their bytes are copied at once.
        if literal.append(utf8Of: text, ifEvery: isCopiedAsIs) {
            literal.append(UInt8(ascii: "\""))
            return
        }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): literal += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): literal += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x7F, ..<0x20:
                appendUnicodeEscape(UInt32(byte), to: &literal)
            case 0xA8 where previous == (0xE2, 0x80), 0xA9 where previous == (0xE2, 0x80):
                // U+2028 or U+2029, whose first two bytes were copied already.
                literal.removeLast(2)
                appendUnicodeEscape(0x2000 | UInt32(byte - 0x80), to: &literal)
            default:
                literal.append(byte)
            }
            previous = (previous.1, byte)
        }
        literal.append(UInt8(ascii: "\""))
    }

    /// Whether `byte` stands for itself in a literal wherever it is: not one escaped, nor the
    /// first byte of the line separators'.
    private static func isCopiedAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x7F, ..<0x20, 0xE2: false
        default: true
        }
    }

    /// `\uXXXX`, four uppercase hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to literal: inout [UInt8]) {
        literal += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            literal.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }
}
