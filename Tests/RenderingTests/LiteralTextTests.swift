import Domain
import Infrastructure
import Presentation
@testable import Rendering
import Testing

/// Text from the data must show exactly as it is, whatever it contains: checked by reading the
/// rendered HTML back as text, not only by the golden files.
@Suite struct LiteralTextTests {
    let renderer = Fixtures.renderer

    @Test(arguments: Fixtures.trickyTexts)
    func movieTitlesShowLiterally(text: String) throws {
        let movie = Movie(id: "1", title: text, overview: text, genres: [text], directors: [text])
        let html = try self.html(renderer.render(MovieDetailsPage(details: Fixtures.details(movie), foundBy: [SearchLink(query: text, slug: "s")])))
        let main = HTMLText.main(html)
        #expect(HTMLText.contents(of: "h1", in: html) == [text])
        #expect(HTMLText.contents(of: "title", in: html) == [text + " · Marquee"])
        #expect(HTMLText.contents(of: "p", in: main).contains(text))
        #expect(HTMLText.contents(of: "li", in: main).contains("Genres: " + text))
        #expect(HTMLText.contents(of: "li", in: main).contains("Director: " + text))
        #expect(HTMLText.contents(of: "li", in: main).last == text)
        #expect(HTMLText.contents(of: "span", in: html).contains(text), "the breadcrumb of the page itself")
        #expect(HTMLText.contents(of: "a", in: html).contains("“" + text + "”"), "the breadcrumb of the search")
        expectNoMarkup(html)
    }

    @Test func resultItemsShowLiterally() throws {
        let search = Fixtures.search("q", total: 13)
        let html = try self.html(renderer.render(Fixtures.results(search, page: 1, movies: Fixtures.trickyMovies)))
        let paragraphs = HTMLText.contents(of: "p", in: HTMLText.main(html)).map(HTMLText.collapsed)
        #expect(HTMLText.contents(of: "h2", in: html) == Fixtures.trickyTexts)
        for text in Fixtures.trickyTexts {
            #expect(paragraphs.contains("Overview of \(text) second line with tab"))
        }
        #expect(paragraphs.filter { $0 == "5.0/10" }.count == Fixtures.trickyTexts.count)
        expectNoMarkup(html)
    }

    @Test func resultItemsShowLiterallyInMarkdown() throws {
        let markdownRenderer = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown]))
        let search = Fixtures.search("[x](javascript:alert(1)) & <b>", total: 13)
        let files = markdownRenderer.files(for: Fixtures.results(search, page: 1, movies: Fixtures.trickyMovies))
        #expect(files.map(\.path) == ["search/x-javascript-alert-1-b/index.md"])
        let html = CommonMarkRenderer().html(from: String(decoding: try files[0].contents, as: UTF8.self))
        #expect(HTMLText.contents(of: "h1", in: html) == ["Results for “[x](javascript:alert(1)) & <b>”"])
        #expect(HTMLText.contents(of: "h2", in: html) == Fixtures.trickyTexts)
        for text in Fixtures.trickyTexts {
            #expect(HTMLText.contents(of: "p", in: html).contains("To be announced · 5.0/10 · \(text), Drama"))
        }
        expectNoMarkup(html)
    }

    @Test func queriesShowLiterally() throws {
        let slugs = QuerySlugs(queries: Fixtures.trickyTexts)
        let page = IndexPage(
            siteTitle: "Marquee",
            searches: Fixtures.trickyTexts.map { Fixtures.search($0, slug: slugs.slug(for: $0), total: 2) },
            recentSearches: Fixtures.trickyTexts.map { SearchLink(query: $0, slug: nil) }
        )
        let html = try self.html(renderer.render(page))
        let items = HTMLText.contents(of: "li", in: HTMLText.main(html))
        #expect(items == Fixtures.trickyTexts.map { $0 + "\n2 results" } + Fixtures.trickyTexts)
        let recent = try self.html(renderer.render(RecentSearchesPage(items: Fixtures.trickyTexts.map { SearchLink(query: $0, slug: "x") })))
        #expect(HTMLText.contents(of: "li", in: HTMLText.main(recent)) == Fixtures.trickyTexts)
        #expect(try HTMLText.contents(of: "h1", in: self.html(renderer.render(Fixtures.results(page.searches[3], page: 1, movies: [])))) == ["Results for “<script>alert(1)</script>”"])
        expectNoMarkup(html)
    }

    @Test func theSearchIndexKeepsTextLiterally() throws {
        let items = Fixtures.trickyMovies.map(Fixtures.searchEntry) + [
            Fixtures.searchEntry(Movie(id: "x", title: "Line\u{2028}break \"quoted\" </script>")),
            Fixtures.searchEntry(Movie(id: "y", title: "Cast", directors: ["</script><b>"], cast: ["Line\u{2028}break"])),
        ]
        let files = renderer.searchIndexFiles(movies: items)
        #expect(files.map(\.path) == ["search-index.js", "search-people.js"])
        let script = String(decoding: try #require(files.first).contents, as: UTF8.self)
        let people = String(decoding: try #require(files.last).contents, as: UTF8.self)
        for text in [script, people] {
            #expect(!text.contains("</script"))
            #expect(!text.contains("\u{2028}"))
        }
        #expect(script.contains(#"["Line\u2028break \"quoted\" \u003C/script\u003E","","movie/x/index.html",""]"#))
        #expect(people.contains(#""\u003C/script\u003E\u003Cb\u003E","Line\u2028break"]"#), "the names, escaped: \(people)")
        // One list of people per movie row, in the same order.
        func rows(_ text: String) -> Int { text.split(separator: "\n").filter { $0.hasPrefix("[") }.count }
        #expect(rows(people) == items.count)
        #expect(rows(script) == items.count)
        #expect(JavaScriptText.stringLiteral("a\\b\n\u{1}") == #""a\\b\n\u0001""#)
    }

    private func html(_ file: RenderedFile) throws -> String {
        String(decoding: try file.contents, as: UTF8.self)
    }

    /// No markup from the data anywhere: the only scripts are the site's own two files, and the
    /// page's content holds no element that text from the data could have made.
    private func expectNoMarkup(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let scripts = html.components(separatedBy: "<script").dropFirst()
        // The two scripts of the site, and a movie page's JSON-LD, which holds no `<` at all.
        let jsonLD = scripts.filter { $0.hasPrefix(#" type="application/ld+json">"#) }
        let sources = scripts.filter { $0.hasPrefix(" src=\"") && ($0.contains("search-index.js\" defer></script>") || $0.contains("site.js\" defer></script>")) }
        #expect(sources.count + jsonLD.count == scripts.count, sourceLocation: sourceLocation)
        #expect(jsonLD.allSatisfy { $0.components(separatedBy: "</script>").first?.contains("<") == false }, sourceLocation: sourceLocation)
        #expect(sources.count <= 2 && jsonLD.count <= 1, sourceLocation: sourceLocation)
        let main = html.contains("<main") ? HTMLText.main(html) : html
        #expect(!main.contains("<script"), sourceLocation: sourceLocation)
        #expect(!main.contains("raw HTML omitted"), sourceLocation: sourceLocation)
        #expect(!main.contains("<em>"), sourceLocation: sourceLocation)
        #expect(!main.contains("<code>"), sourceLocation: sourceLocation)
        #expect(!main.contains("<ol"), sourceLocation: sourceLocation)
        #expect(HTMLText.attributes("href", in: html).allSatisfy { !$0.contains(":") || $0.hasPrefix("https://") }, sourceLocation: sourceLocation)
        #expect(HTMLText.attributes("src", in: html).allSatisfy { !$0.contains(":") || $0.hasPrefix("https://") }, sourceLocation: sourceLocation)
    }
}
