@testable import Rendering
import Testing
import TestSupport

/// The search index's string literals, made on bytes, against the rule written scalar by scalar.
@Suite struct JavaScriptTextTests {
    @Test func specialCharactersAreEscaped() {
        #expect(JavaScriptText.stringLiteral("") == #""""#)
        #expect(JavaScriptText.stringLiteral("Heat") == #""Heat""#)
        #expect(JavaScriptText.stringLiteral("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(JavaScriptText.stringLiteral("</script>&") == #""\u003C/script\u003E\u0026""#)
        #expect(JavaScriptText.stringLiteral("\t\r\u{7F}\u{0}") == #""\u0009\u000D\u007F\u0000""#)
        #expect(JavaScriptText.stringLiteral("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
    }

    /// U+2026 and U+2030 share their first two bytes with the line separators and stay as they are.
    @Test func otherCharactersStayAsTheyAre() {
        #expect(JavaScriptText.stringLiteral("Wait…‰ Amélie Crème 東京 🎬 é") == "\"Wait…‰ Amélie Crème 東京 🎬 é\"")
    }

    @Test func randomTextsAreEscapedAsTheRuleSays() {
        var generator = SplitMix64(seed: 2028)
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\r", "<", ">", "&", "\u{0}", "\u{1F}", "\u{7F}",
                                          "\u{80}", "é", "è", "\u{301}", "…", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "‰", "東", "🎬"]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let string = String(text)
            #expect(JavaScriptText.stringLiteral(string) == Self.literal(string), "\(string.unicodeScalars.map(\.value))")
        }
    }

    /// The rule, a scalar at a time.
    private static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{7F}": literal += escape(scalar)
            default: if scalar.value < 0x20 { literal += escape(scalar) } else { literal.unicodeScalars.append(scalar) }
            }
        }
        return literal + "\""
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
