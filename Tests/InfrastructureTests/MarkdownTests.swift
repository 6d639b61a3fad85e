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

    /// A list of `count` linked films, and the HTML libcmark makes of it.
    static func filmList(count: Int, from first: Int = 0) -> (markdown: String, html: String) {
        let films = (first..<first + count).map { (title: "Film \($0) & Co", href: "movie/\($0)/index.html", year: 1900 + $0 % 120) }
        let markdown = films.map { "- [\($0.title)](\($0.href)) (\($0.year))\n" }.joined()
        let html = "<ul>\n" + films.map { "<li><a href=\"\($0.href)\">\($0.title.replacingOccurrences(of: "&", with: "&amp;"))</a> (\($0.year))</li>\n" }.joined() + "</ul>\n"
        return (markdown, html)
    }

    /// libcmark's allocations for a conversion come from a scratch arena of the thread: a
    /// document far larger than its first chunk, one that grows a paragraph line by line (its
    /// buffer moved while other blocks are made), and small ones after them, in turns.
    @Test func documentsLargeAndSmallConvertInTurn() {
        let lines = (0..<20_000).map { (markdown: "line \($0) *stressed*", html: "line \($0) <em>stressed</em>") }
        for count in [1, 30_000, 2, 5_000, 30_000, 3] {
            let list = Self.filmList(count: count)
            #expect(renderer.html(from: list.markdown) == list.html, "\(count) films")
            let paragraph = lines.prefix(count)
            #expect(renderer.html(from: "# Lines\n\n" + paragraph.map(\.markdown).joined(separator: "\n") + "\n\n" + list.markdown) ==
                "<h1>Lines</h1>\n<p>" + paragraph.map(\.html).joined(separator: "\n") + "</p>\n" + list.html, "\(count) lines")
        }
    }

    /// Each thread converts in its own arena: conversions at once on many threads each give
    /// their own document's HTML.
    @Test func conversionsOnManyThreadsAtOnceKeepApart() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<32 {
                group.addTask {
                    (0..<20).allSatisfy { round in
                        let list = Self.filmList(count: 1 + (task * 37 + round * 101) % 700, from: task * 1000)
                        return CommonMarkRenderer().html(from: list.markdown) == list.html
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0 })
    }
}
