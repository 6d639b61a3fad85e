import Infrastructure
@testable import Rendering
import Testing

/// The property of Markdown escaping, for any text: through the real libcmark, the escaped text
/// comes back as exactly the text and never as markup, wherever a template puts it.
@Suite struct MarkdownRoundTripTests {
    /// Every ASCII punctuation character, white space and control characters, and characters
    /// from elsewhere in Unicode (letters, numbers, punctuation, symbols, C1 controls, a
    /// byte-order mark, an emoji), weighted towards the punctuation.
    private static let alphabet: [Unicode.Scalar] = {
        let punctuation = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
        let letters = Array("aZ09 ".unicodeScalars)
        let elsewhere: [Unicode.Scalar] = ["\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "é", "ß", "½", "¡", "¿",
                                           "«", "»", "—", "“", "”", "\u{2028}", "\u{FEFF}", "€", "😀", "日", "\u{0301}", "\u{9B}"]
        return punctuation + punctuation + letters + letters + elsewhere
    }()

    @Test func seededRandomTextsComeBackExactly() {
        let markdown = CommonMarkRenderer()
        var generator = SeededGenerator(seed: 0x5EED_12)
        var failures: [String] = []
        for _ in 0..<4_000 {
            let length = Int(generator.next() % 14)
            let scalars = (0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }
            let text = String(String.UnicodeScalarView(scalars))
            if let failure = MarkdownRoundTrip.failure(for: text, markdown: markdown) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, e.g. \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test(arguments: MarkdownTextTests.samples + [
        "1984.", "2001)", "#", "######", "####### seven", "Title #", "Title ##  ", "C#", "= = =", "==", "--", "- - -",
        "_ _ _", "~~~", "```", "a * b", "a*b", "snake_case_name", "_lead", "trail_", "&#", "&#x1F;", "&copy", "AT&T",
        "Tom & Jerry", "a\\", "a\\b", "a\\*", "<", "a < b", "<a", "x!", "![x]", "  spaced  out  ",
        // A byte order mark that begins the document is dropped by libcmark (found by FuzzMarkdownText).
        "\u{FEFF}\u{FFFD}*", "\u{FEFF}", "\u{FEFF}# x", "a\u{FEFF}b",
    ])
    func samplesComeBackExactly(text: String) {
        #expect(MarkdownRoundTrip.failure(for: text) == nil)
    }

    @Test func onlyWhatWouldChangeMeaningIsEscaped() {
        for (text, escaped) in [
            ("5.0/10", "5.0/10"), ("Directed by Doze Niu.", "Directed by Doze Niu."),
            ("Gina Prince-Bythewood.", "Gina Prince-Bythewood."), ("Love & Basketball", "Love & Basketball"),
            ("snake_case", "snake_case"), ("Mamma Mia!", "Mamma Mia\\!"), ("Wow! Yes", "Wow! Yes"), (" lead", "&#32;lead"), ("(1995)", "(1995)"), ("a * b", "a * b"),
            ("1. Listish", "1\\. Listish"), ("- dashy", "\\- dashy"), ("# Heading", "\\# Heading"), ("> quote", "\\> quote"),
            ("M*A*S*H", "M\\*A\\*S\\*H"), ("_underscores_", "\\_underscores\\_"), ("[x](y)", "\\[x\\](y)"),
            ("&amp;", "\\&amp;"), ("<b>", "\\<b>"), ("Trailing \\", "Trailing \\\\"), ("Back`tick", "Back\\`tick"),
            ("Number #", "Number \\#"), ("---", "\\---"), ("1984.", "1984\\."),
        ] {
            #expect(MarkdownText.escaped(text) == escaped, "\(text)")
        }
    }
}

/// SplitMix64, so that a failure names a text that can be found again.
private struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
