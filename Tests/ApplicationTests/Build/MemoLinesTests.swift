@testable import Application
import Testing

/// The memo's lines split on bytes exactly as `split(separator: "\n")` splits them by `Character`.
@Suite("Build memo lines")
struct MemoLinesTests {
    private static let texts: [String] = [
        "", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb", "a\nb\n",
        "movie/1/index.html\nperson/zoë-kazan/index.html\nsearch/amélie/2/index.html",
        "a\n\u{0301}b", "e\u{0301}\nx", "😀\n🇫🇷\n", "a\r\nb", "a\rb\nc", "\r\n\r\n", "\u{1E}\n\u{1E}",
        String(repeating: "0123456789abcdef", count: 4) + "\n\n" + String(repeating: "f", count: 64),
    ]

    @Test("lines and empty lines, odd characters and carriage returns split as by Character", arguments: [true, false])
    func sameAsCharacterSplit(omittingEmpty: Bool) {
        for text in Self.texts {
            for slice in [text[...], text.dropFirst()] {
                let expected = slice.split(separator: "\n", omittingEmptySubsequences: omittingEmpty).map(String.init)
                #expect(MemoLines.split(slice, omittingEmpty: omittingEmpty).map(String.init) == expected, "\(String(slice).debugDescription)")
            }
        }
    }

    @Test("words joined by spaces come back as they were, a combining mark or an emoji first included")
    func wordsOfJoinedTexts() {
        let lists: [[String]] = [[], ["949"], ["949", "11", "68735"], ["\u{0301}a", "b"], ["x", "\u{0301}"], ["zoë", "🇫🇷", "a\nb"]]
        for list in lists {
            let joined = list.joined(separator: " ")
            #expect(MemoLines.words(joined[...]).map(String.init) == list, "\(joined.debugDescription)")
            #expect(MemoLines.words(Substring(("-" + joined).utf8.dropFirst())).map(String.init) == list, "within a slice")
        }
        #expect(MemoLines.words(" a  b "[...]).map(String.init) == ["a", "b"], "empty pieces left out")
    }

    @Test("the offsets of a byte, within a slice and up to a limit")
    func offsets() {
        let text = "\u{1E}ab\u{1E}\né\u{1E}"
        #expect(MemoLines.offsets(of: 0x1E, in: text[...]) == [0, 3, 7])
        #expect(MemoLines.offsets(of: 0x1E, in: text.dropFirst()) == [2, 6])
        #expect(MemoLines.offsets(of: 0x1E, in: text[...], limit: 1) == [0])
        #expect(MemoLines.offsets(of: 0x0D, in: text[...]).isEmpty)
        #expect(MemoLines.offsets(of: 0x0A, in: ""[...]).isEmpty)
    }
}
