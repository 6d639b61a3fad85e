import Domain
import Presentation
import Rendering
import Testing

/// The pages and files about the whole site, and the Markdown format, against golden files.
@Suite struct SiteExtrasGoldenTests {
    static let collections = SiteCollections(MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(Fixtures.item)), paging: .fixed(2))

    @Test func aGenrePageWithPagination() throws {
        let pages = Fixtures.pages(of: Self.collections).filter { $0.link.name == "Crime" }
        #expect(pages.count == 2)
        try Golden.expect(Fixtures.renderer.render(try #require(pages.first)), matches: "genre.html")
        try Golden.expect(Fixtures.renderer.render(try #require(pages.last)), matches: "genre-page-2.html")
    }

    @Test func aYearPage() throws {
        let page = try #require(Fixtures.pages(of: Self.collections).first { $0.link.kind == .year && $0.link.name == "1995" })
        try Golden.expect(Fixtures.renderer.render(page), matches: "year.html")
    }

    @Test func genresAndYears() throws {
        try Golden.expect(Fixtures.renderer.render(Self.collections.genres), matches: "genres.html")
        try Golden.expect(Fixtures.renderer.render(Self.collections.years), matches: "years.html")
    }

    @Test func notFound() throws {
        try Golden.expect(Fixtures.renderer.render(NotFoundPage()), matches: "not-found.html")
        let published = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/movies"))
        try Golden.expect(published.render(NotFoundPage()), matches: "not-found-base-url.html")
    }

    @Test func markdownPages() throws {
        let renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown]))
        let search = Fixtures.search("heat", total: 5, pages: 3)
        let results = renderer.files(for: Fixtures.results(search, page: 2, movies: [Fixtures.heat, Fixtures.unknown]))
        #expect(results.map(\.path) == ["search/heat/page/2/index.md"])
        try Golden.expect(results[0], matches: "results-page-2.md")

        let movie = MovieDetailsPage(
            details: Fixtures.details(Fixtures.heat),
            foundBy: [SearchLink(query: "heat", slug: "heat")],
            collections: [CollectionLink(kind: .genre, name: "Crime", slug: "crime")]
        )
        try Golden.expect(#require(renderer.files(for: movie).first), matches: "movie.md")
        let index = IndexPage(siteTitle: "Movie night", searches: [search], recentSearches: [SearchLink(query: "heat", slug: "heat")])
        try Golden.expect(#require(renderer.files(for: index).first), matches: "index.md")
        #expect(renderer.assets().isEmpty)
        #expect(renderer.searchIndex(movies: []) == nil)
        #expect(renderer.searchIndexFiles(movies: []).isEmpty)
    }

    @Test func searchIndexAndSitemap() throws {
        let renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/a&b/"))
        let movies = Fixtures.collectionSearchEntries(ids: MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(Fixtures.item)).movieIDs)
        let index = renderer.searchIndexFiles(movies: movies)
        try Golden.expect(#require(index.first), matches: "search-index.js")
        try Golden.expect(#require(index.last), matches: "search-people.js")
        let paths = ["movie/1/index.html", "index.html", "404.html", "style.css", "index.md", "genre/drama/index.html", "index.html"]
        try Golden.expect(#require(renderer.sitemap(paths: paths)), matches: "sitemap.xml")
        #expect(Fixtures.renderer.sitemap(paths: paths) == nil, "no sitemap without a base URL")
    }
}
