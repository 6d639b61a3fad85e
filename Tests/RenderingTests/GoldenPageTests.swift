import Domain
import Presentation
import Rendering
import Testing

/// Every page kind against its golden file in `Golden/`. Regenerate with
/// `UPDATE_GOLDEN=1 swift test --filter RenderingTests` and review the diff.
@Suite struct GoldenPageTests {
    let renderer = Fixtures.renderer

    @Test func index() throws {
        let page = IndexPage(
            siteTitle: "Movie night",
            searches: [
                Fixtures.search("Heat", total: 1),
                Fixtures.search("star wars", total: 1234, pages: 3),
                Fixtures.search("Amélie", total: 0, status: .stale, message: "The source timed out after 10 s."),
                Fixtures.search("Face/Off", total: 0, status: .failed, message: "HTTP 500 from <api>"),
            ],
            recentSearches: [
                SearchLink(query: "Heat", slug: "heat"),
                SearchLink(query: "a search from an older build", slug: nil),
            ],
            genres: SiteCollections(MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(Fixtures.item))).genres.genres,
            bestRated: [Fixtures.heat, Fixtures.collectionMovies[1]].map(Fixtures.item)
        )
        try Golden.expect(renderer.render(page), matches: "index.html")
    }

    @Test func indexWithEscapingCases() throws {
        let slugs = QuerySlugs(queries: Fixtures.trickyTexts)
        let page = IndexPage(
            siteTitle: "<b>Marquee</b> & *friends*",
            searches: Fixtures.trickyTexts.map { Fixtures.search($0, slug: slugs.slug(for: $0), status: .failed, message: $0) },
            recentSearches: Fixtures.trickyTexts.map { SearchLink(query: $0, slug: nil) }
        )
        try Golden.expect(renderer.render(page), matches: "index-escaping.html")
    }

    @Test func indexWithNothing() throws {
        let page = IndexPage(siteTitle: "Marquee", searches: [], recentSearches: [])
        try Golden.expect(renderer.render(page), matches: "index-empty.html")
    }

    @Test(arguments: [1, 2, 3])
    func resultsPages(page: Int) throws {
        let search = Fixtures.search("heat", total: 5, pages: 3)
        let movies = page == 3 ? [Fixtures.unknown] : [Fixtures.heat, Fixtures.unknown]
        try Golden.expect(renderer.render(Fixtures.results(search, page: page, movies: movies)), matches: "results-page-\(page).html")
    }

    @Test func resultsWithEscapingCases() throws {
        let search = Fixtures.search("[x](javascript:alert(1)) & <b>", total: 13)
        let page = Fixtures.results(search, page: 1, movies: Fixtures.trickyMovies, errorText: "<i>stale</i> & [cached](javascript:x)")
        try Golden.expect(renderer.render(page), matches: "results-escaping.html")
    }

    @Test func emptyResults() throws {
        let search = Fixtures.search("zzzz", total: 0)
        try Golden.expect(renderer.render(Fixtures.results(search, page: 1, movies: [], emptyText: "No movies found")), matches: "results-empty.html")
    }

    @Test func failedResults() throws {
        let search = Fixtures.search("Heat", total: 0, status: .failed, message: "offline")
        let page = Fixtures.results(search, page: 1, movies: [], emptyText: "No movies found", errorText: "The search failed: the network is offline.")
        try Golden.expect(renderer.render(page), matches: "results-failed.html")
    }

    @Test func movie() throws {
        let page = MovieDetailsPage(
            details: Fixtures.details(Fixtures.heat),
            foundBy: [SearchLink(query: "heat", slug: "heat"), SearchLink(query: "Al Pacino", slug: nil)],
            collections: [
                CollectionLink(kind: .genre, name: "Crime", slug: "crime"),
                CollectionLink(kind: .year, name: "1995", slug: "1995"),
            ]
        )
        try Golden.expect(renderer.render(page), matches: "movie.html")
    }

    @Test func movieWithABaseURL() throws {
        let published = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/movies/"))
        let page = MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: [SearchLink(query: "heat", slug: "heat")])
        try Golden.expect(published.render(page), matches: "movie-base-url.html")
    }

    @Test func movieWithoutPosterOrSearches() throws {
        let page = MovieDetailsPage(details: Fixtures.details(Fixtures.unknown), foundBy: [])
        try Golden.expect(renderer.render(page), matches: "movie-minimal.html")
    }

    @Test func movieWithEscapingCases() throws {
        let tricky = Fixtures.trickyTexts
        let movie = Movie(
            id: "../x y",
            title: "<script>alert(1)</script>",
            originalTitle: "[x](javascript:alert(1))",
            overview: tricky.joined(separator: "\n"),
            genres: tricky,
            posterPath: "https://img.example/a b<c>\\d&amp;\".jpg",
            rating: 6.5,
            directors: ["M*A*S*H", "_underscores_"],
            cast: tricky,
            certification: "&amp;",
            awards: "Trailing \\",
            imdbID: "tt1) [x](javascript:alert(1)"
        )
        let page = MovieDetailsPage(
            details: Fixtures.details(movie),
            foundBy: tricky.map { SearchLink(query: $0, slug: QuerySlugs(queries: tricky).slug(for: $0)) }
        )
        try Golden.expect(renderer.render(page), matches: "movie-escaping.html")
    }

    @Test func movieWithAScriptPosterURL() throws {
        let posters = PosterURLBuilder(baseURL: "javascript:alert(1)//")
        let page = MovieDetailsPage(details: Fixtures.details(Fixtures.heat, posters: posters), foundBy: [])
        let file = renderer.render(page)
        let html = String(decoding: try file.contents, as: UTF8.self)
        #expect(!html.contains("<img"))
        #expect(!html.contains("javascript"))
    }

    @Test func recent() throws {
        let page = RecentSearchesPage(items: [
            SearchLink(query: "Heat", slug: "heat"),
            SearchLink(query: "Face/Off", slug: "face-off"),
            SearchLink(query: "<script>alert(1)</script>", slug: nil),
        ])
        try Golden.expect(renderer.render(page), matches: "recent.html")
    }

    @Test func recentWithNothing() throws {
        try Golden.expect(renderer.render(RecentSearchesPage(items: [])), matches: "recent-empty.html")
    }

    @Test func stylesheet() throws {
        let assets = renderer.assets()
        #expect(assets.map(\.path) == ["style.css", "site.js"])
        try Golden.expect(assets[0], matches: "style.css")
        try Golden.expect(assets[1], matches: "site.js")
    }
}
