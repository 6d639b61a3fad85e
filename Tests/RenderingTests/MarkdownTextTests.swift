import Infrastructure
@testable import Rendering
import Testing

@Suite struct MarkdownTextTests {
    static let samples = Fixtures.trickyTexts + [
        "    indented code",
        "```fenced```",
        "~~~",
        "***",
        "---",
        "===",
        "> quote",
        "+ plus",
        "1) paren",
        "<div>block</div>",
        "<!-- comment -->",
        "<http://example.com>",
        "![image](x.png)",
        "[ref]: http://example.com",
        "*emphasis* **strong** __also__",
        "&#x41; &copy; &",
        "a  \nhard break",
        "line\r\nends\rhere",
        "| a | b |",
        "\\*not emphasis\\*",
        "tab\tand\u{0}nul",
        "! \" # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \\ ] ^ _ ` { | } ~",
        "trailing space ",
        "1, 2/3; \"quoted\" it's 50% ?",
        "&amp;quot; &#47; &lt;/script&gt;",
        "[a](b \"title\") ![c](d 'e')",
        "",
    ]

    static let contexts: [(prefix: String, suffix: String, tag: String)] = [
        ("", "", "p"),
        ("Before ", " after", "p"),
        ("# ", "", "h1"),
        ("- ", "", "li"),
        ("[", "](https://example.com/)", "a"),
        ("*", "*", "em"),
    ]

    @Test(arguments: samples)
    func escapedTextShowsLiterally(text: String) {
        let escaped = MarkdownText.escaped(text)
        for context in Self.contexts {
            let folded = Self.folded(text)
            let isEmphasis = context.tag == "em"
            if folded.isEmpty || (isEmphasis && (folded.hasPrefix(" ") || folded.hasSuffix(" "))) { continue }
            let html = CommonMarkRenderer().html(from: context.prefix + escaped + context.suffix)
            let isInline = context.tag == "p" && !context.prefix.isEmpty
            let expected = Self.trimmed(isInline ? context.prefix + folded + context.suffix : folded)
            let shown = HTMLText.contents(of: context.tag, in: html).first.map(Self.trimmed)
            #expect(shown == expected, "context \(context.prefix)…\(context.suffix): \(html)")
            #expect(!html.contains("<script"))
            #expect(HTMLText.attributes("href", in: html).allSatisfy { $0 == "https://example.com/" })
        }
    }

    /// libcmark drops a byte order mark that begins the document (found by FuzzMarkdownText).
    @Test func aValueThatBeginsTheDocumentKeepsItsByteOrderMark() {
        for text in ["\u{FEFF}\u{FFFD}*", "\u{FEFF}", "\u{FEFF}\u{FEFF}# x"] {
            let html = CommonMarkRenderer().html(from: MarkdownText.escaped(text))
            #expect(html == "<p>" + text + "</p>\n", "\(text.debugDescription) → \(html.debugDescription)")
        }
        #expect(MarkdownText.escaped("a\u{FEFF}b") == "a\u{FEFF}b", "only where it would begin the document")
    }

    /// A template may put a link right after a value: a `!` ending it would make the link an image.
    @Test func aValueEndingInAnExclamationMarkKeepsTheNextLinkALink() {
        let html = CommonMarkRenderer().html(from: "See " + MarkdownText.escaped("Mamma Mia!") + "[trailer](https://example.com/)")
        #expect(html == "<p>See Mamma Mia!<a href=\"https://example.com/\">trailer</a></p>\n")
    }

    /// A template may indent a value by three spaces: a value's own leading space must not make
    /// four and turn the line into code.
    @Test func aValueAfterThreeSpacesOfIndentationIsNoCodeBlock() {
        for text in [" code", "\t# heading", "  - item"] {
            let html = CommonMarkRenderer().html(from: "Intro\n\n   " + MarkdownText.escaped(text))
            let shown = String(String.UnicodeScalarView(MarkdownText.folded(text)))
            #expect(html == "<p>Intro</p>\n<p>" + shown + "</p>\n", "\(text.debugDescription) → \(html.debugDescription)")
        }
    }

    @Test func escapingOnlyTouchesASCIIPunctuationAndSpace() {
        #expect(MarkdownText.escaped("Plain words 123 ½ é") == "Plain words 123 ½ é")
        #expect(MarkdownText.escaped("a/b, c's \"d\"; e? 5%") == "a/b, c's \"d\"; e? 5%")
        #expect(MarkdownText.escaped("7.9*") == #"7.9\*"#)
        #expect(MarkdownText.escaped("x\n\t  y") == "x y")
        #expect(MarkdownText.escaped(#"end\"#) == #"end\\"#)
    }

    @Test func linkDestinationsAreWebOnlyAndEnclosed() {
        #expect(MarkdownText.linkDestination(forURL: "https://img.example/a.jpg") == "<https://img.example/a.jpg>")
        #expect(MarkdownText.linkDestination(forURL: "HTTP://img.example/a.jpg") == "<HTTP://img.example/a.jpg>")
        #expect(MarkdownText.linkDestination(forURL: "https://x/a b<c>\\d&e\n") == "<https://x/a%20b%3Cc%3E%5Cd&amp;e%0A>")
        #expect(MarkdownText.linkDestination(forURL: "javascript:alert(1)") == nil)
        #expect(MarkdownText.linkDestination(forURL: " https://x/") == nil)
        #expect(MarkdownText.linkDestination(forURL: "data:text/html,x") == nil)
        #expect(MarkdownText.linkDestination(forURL: "//evil.example/") == nil)
        #expect(MarkdownText.linkDestination(forURL: "https:") == nil)
    }

    @Test func linkDestinationsSurviveMarkdown() throws {
        let url = "https://x.example/a b<c>)(\\d&amp;e\"f"
        let destination = try #require(MarkdownText.linkDestination(forURL: url))
        let html = CommonMarkRenderer().html(from: "[link](\(destination))")
        let href = try #require(HTMLText.attributes("href", in: html).first)
        #expect(href == "https://x.example/a%20b%3Cc%3E)(%5Cd&amp;e%22f", "\(html)")
    }

    static func folded(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if scalar.value <= 0x20 || scalar.value == 0x7F {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
