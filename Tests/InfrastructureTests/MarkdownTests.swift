import Infrastructure
import Testing

@Suite struct MarkdownTests {
    let renderer = CommonMarkRenderer()

    @Test func convertsCommonMark() {
        #expect(renderer.html(from: "# Title\n\nSome *text* and [a link](page/index.html).\n") ==
            "<h1>Title</h1>\n<p>Some <em>text</em> and <a href=\"page/index.html\">a link</a>.</p>\n")
        #expect(renderer.html(from: "- one\n- two\n") == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
    }

    @Test func emptyInputGivesEmptyOutput() {
        #expect(renderer.html(from: "") == "")
    }

    @Test func rawHTMLIsSuppressed() {
        let html = renderer.html(from: "<script>alert(1)</script>\n\nText <b>bold</b>\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func dangerousURLsAreDropped() {
        let html = renderer.html(from: "[x](javascript:alert(1)) ![y](vbscript:z) <javascript:alert(2)>\n")
        #expect(html == "<p><a href=\"\">x</a> <img src=\"\" alt=\"y\" /> <a href=\"\">javascript:alert(2)</a></p>\n")
        #expect(renderer.html(from: "[x](https://example.com/)") == "<p><a href=\"https://example.com/\">x</a></p>\n")
    }

    @Test func punctuationStaysLiteral() {
        #expect(renderer.html(from: "\"Quotes\" -- and ... 'single'\n") == "<p>&quot;Quotes&quot; -- and ... 'single'</p>\n")
    }

    @Test func textIsHTMLEscaped() {
        #expect(renderer.html(from: "a \\< b \\& c\n") == "<p>a &lt; b &amp; c</p>\n")
    }

    @Test func nonASCIITextSurvives() {
        #expect(renderer.html(from: "8½ — Amélie 日本\n") == "<p>8½ — Amélie 日本</p>\n")
    }

    @Test func lineBreaksCanBeHard() {
        #expect(renderer.html(from: "a\nb\n") == "<p>a\nb</p>\n")
        #expect(CommonMarkRenderer(lineBreaks: .hard).html(from: "a\nb\n") == "<p>a<br />\nb</p>\n")
    }
}
