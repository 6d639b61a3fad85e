import Domain
import Presentation
import Rendering
import Testing

/// Text from the data must show exactly as it is, whatever it contains: checked by reading the
/// rendered HTML back as text, not only by the golden files.
@Suite struct LiteralTextTests {
    let renderer = Fixtures.renderer

    @Test(arguments: Fixtures.trickyTexts)
    func movieTitlesShowLiterally(text: String) {
        let movie = Movie(id: "1", title: text, overview: text, genres: [text], directors: [text])
        let html = self.html(renderer.render(MovieDetailsPage(details: Fixtures.details(movie), foundBy: [SearchLink(query: text, slug: "s")])))
        #expect(HTMLText.contents(of: "h1", in: html) == [text])
        #expect(HTMLText.contents(of: "title", in: html) == [text + " · Marquee"])
        #expect(HTMLText.contents(of: "p", in: html).contains(text))
        #expect(HTMLText.contents(of: "li", in: html).contains("Genres: " + text))
        #expect(HTMLText.contents(of: "li", in: html).contains("Director: " + text))
        #expect(HTMLText.contents(of: "li", in: html).last == text)
        expectNoMarkup(html)
    }

    @Test func resultItemsShowLiterally() {
        let search = Fixtures.search("q", total: 13)
        let html = self.html(renderer.render(Fixtures.results(search, page: 1, movies: Fixtures.trickyMovies)))
        #expect(HTMLText.contents(of: "h2", in: html) == Fixtures.trickyTexts)
        for text in Fixtures.trickyTexts {
            #expect(HTMLText.contents(of: "p", in: html).contains("Overview of \(text) second line with tab"))
            #expect(HTMLText.contents(of: "p", in: html).contains("To be announced · 5.0/10 · \(text), Drama"))
        }
        expectNoMarkup(html)
    }

    @Test func queriesShowLiterally() {
        let slugs = QuerySlugs(queries: Fixtures.trickyTexts)
        let page = IndexPage(
            siteTitle: "Marquee",
            searches: Fixtures.trickyTexts.map { Fixtures.search($0, slug: slugs.slug(for: $0), total: 2) },
            recentSearches: Fixtures.trickyTexts.map { SearchLink(query: $0, slug: nil) }
        )
        let html = self.html(renderer.render(page))
        let items = HTMLText.contents(of: "li", in: html)
        #expect(items == Fixtures.trickyTexts.map { $0 + " · 2 results" } + Fixtures.trickyTexts)
        let recent = self.html(renderer.render(RecentSearchesPage(items: Fixtures.trickyTexts.map { SearchLink(query: $0, slug: "x") })))
        #expect(HTMLText.contents(of: "li", in: recent) == Fixtures.trickyTexts)
        #expect(HTMLText.contents(of: "h1", in: self.html(renderer.render(Fixtures.results(page.searches[3], page: 1, movies: [])))) == ["Results for “<script>alert(1)</script>”"])
        expectNoMarkup(html)
    }

    private func html(_ file: RenderedFile) -> String {
        String(decoding: file.contents, as: UTF8.self)
    }

    private func expectNoMarkup(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!html.contains("<script"), sourceLocation: sourceLocation)
        #expect(!html.contains("raw HTML omitted"), sourceLocation: sourceLocation)
        #expect(!html.contains("<em>"), sourceLocation: sourceLocation)
        #expect(!html.contains("<code>"), sourceLocation: sourceLocation)
        #expect(!html.contains("<ol"), sourceLocation: sourceLocation)
        #expect(HTMLText.attributes("href", in: html).allSatisfy { !$0.contains(":") || $0.hasPrefix("https://") }, sourceLocation: sourceLocation)
    }
}
