import Domain
import Presentation
import Rendering
import Testing

/// The Atom feeds of new films and the home page's films new in this build, against golden files.
@Suite struct FeedGoldenTests {
    static let renderer = SiteRenderer(templates: .builtIn, siteName: "Movie night", options: SiteOptions(baseURL: "https://example.org/movies"))

    static func feed(query: String?, localization: Localization = .english) -> MovieFeedViewModel {
        MovieFeedViewModel(
            siteTitle: "Movie night",
            query: query,
            entries: [
                MovieFeedEntryViewModel(movie: Fixtures.heat, firstFound: 1_764_126_900, foundBy: ["heat", "mann"], localization: localization),
                MovieFeedEntryViewModel(movie: Fixtures.unknown, firstFound: 1_764_040_500, foundBy: ["heat"], localization: localization),
            ],
            emptySince: 1_764_040_500,
            localization: localization
        )
    }

    @Test func theSiteFeedAndASearchFeed() throws {
        try Golden.expect(#require(Self.renderer.render(FeedPage(feed: Self.feed(query: nil)))), matches: "feed.xml")
        let search = try #require(Self.renderer.render(FeedPage(feed: Self.feed(query: "heat"), slug: "heat")))
        #expect(search.path == "search/heat/feed.xml")
        try Golden.expect(search, matches: "search-feed.xml")
    }

    @Test func aFeedInSpanish() throws {
        let spanish = SiteRenderer(templates: .builtIn, siteName: "Movie night",
                                   options: SiteOptions(baseURL: "https://example.org/movies", localization: try Localization.builtIn("es")))
        try Golden.expect(#require(spanish.render(FeedPage(feed: Self.feed(query: "heat", localization: try Localization.builtIn("es")), slug: "heat"))),
                          matches: "es/search-feed.xml")
    }

    @Test func noFeedWithoutABaseURLOrHTMLPages() {
        #expect(Fixtures.renderer.render(FeedPage(feed: Self.feed(query: nil))) == nil)
        let markdown = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown], baseURL: "https://example.org/"))
        #expect(markdown.render(FeedPage(feed: Self.feed(query: nil))) == nil)
    }

    /// A title can hold anything a source sends: markup, entities, quotes, and characters XML does
    /// not allow at all, which are left out so that the feed stays well-formed.
    @Test func aHostileTitleStaysText() throws {
        let movie = Movie(id: "9", title: "</title><entry>&amp; \"Q\" 'A' \u{1}\u{FFFE}", year: 2001, directors: ["<b>Me</b>"])
        let feed = MovieFeedViewModel(siteTitle: "A & B <c>", query: "]]> & <x>", entries: [
            MovieFeedEntryViewModel(movie: movie, firstFound: 0, foundBy: ["]]> & <x>"]),
        ], emptySince: 0)
        let file = try #require(Self.renderer.render(FeedPage(feed: feed, slug: "x")))
        let text = String(decoding: try file.contents, as: UTF8.self)
        #expect(text.contains("<title>&lt;/title&gt;&lt;entry&gt;&amp;amp; &quot;Q&quot; &#39;A&#39;  (2001)</title>"), "\(text)")
        #expect(text.contains("<summary>Directed by &lt;b&gt;Me&lt;/b&gt;. Found by “]]&gt; &amp; &lt;x&gt;”.</summary>"), "\(text)")
        #expect(text.contains("<name>A &amp; B &lt;c&gt;</name>"))
        #expect(!text.unicodeScalars.contains { $0.value == 1 || $0.value == 0xFFFE })
        #expect(text.components(separatedBy: "<entry>").count == 2, "one entry, however the title reads")
    }

    @Test func theHomePageListsTheNewFilmsAndLinksTheFeed() throws {
        let items = [Fixtures.heat, Fixtures.unknown].map(Fixtures.item)
        let page = IndexPage(siteTitle: "Movie night", searches: [Fixtures.search("heat", total: 2, pages: 1)], recentSearches: [],
                             newMovies: NewMoviesViewModel(count: 2, items: items))
        try Golden.expect(Self.renderer.render(page), matches: "index-new.html")
        let nothing = IndexPage(siteTitle: "Movie night", searches: [], recentSearches: [], newMovies: NewMoviesViewModel(count: 0, items: []))
        let html = String(decoding: try Fixtures.renderer.render(nothing).contents, as: UTF8.self)
        #expect(html.contains("<p>Nothing is new in this build.</p>"))
        #expect(!html.contains("feed.xml"), "no feed to link without a base URL")
    }
}
