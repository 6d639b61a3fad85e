import Domain
import Presentation
import Rendering
import Testing

/// Formats, posters and the site-wide pages as the options choose them.
@Suite struct SiteOptionsTests {
    struct Copies: LocalPosters {
        let paths: [String: String]
        func sitePath(forPosterURL url: String) -> String? { paths[url] }
    }

    private func html(_ file: RenderedFile) throws -> String {
        String(decoding: try file.contents, as: UTF8.self)
    }

    @Test func bothFormatsWriteEachPageTwice() throws {
        let renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown, .html]))
        let files = renderer.files(for: Fixtures.results(Fixtures.search("heat", pages: 2), page: 2, movies: [Fixtures.heat]))
        #expect(files.map(\.path) == ["search/heat/page/2/index.html", "search/heat/page/2/index.md"])
        #expect(try html(files[0]).contains(#"href="../../../../movie/949/index.html""#))
        #expect(try html(files[1]).contains("(../../../../movie/949/index.md)"))
        #expect(try !html(files[1]).contains(".html"))
        #expect(renderer.assets().map(\.path) == ["style.css", "site.js"])
    }

    @Test func noOptionsMeansHTMLOnly() {
        #expect(SiteOptions(formats: []).formats == [.html])
        #expect(SiteOptions(baseURL: "https://x.example/a").baseURL == "https://x.example/a/")
    }

    @Test func remotePostersAreShownAndOthersGetTheirPlaceholder() throws {
        let page = Fixtures.results(Fixtures.search("heat"), page: 1, movies: [Fixtures.heat, Fixtures.unknown])
        let remote = try html(Fixtures.renderer.render(page))
        #expect(HTMLText.attributes("src", in: remote).contains("https://image.example/t/p/w342/heat.jpg"))
        #expect(remote.components(separatedBy: "class=\"poster-placeholder\"").count == 3, "every card has its placeholder under the poster")
        #expect(remote.contains(">UP</span>"), "the initials of Untitled Project")

        let none = try html(SiteRenderer(templates: .builtIn, options: SiteOptions(posters: .none)).render(page))
        #expect(!none.contains("<img"))
        #expect(none.contains(">H</span>"))
    }

    @Test func downloadedPostersAreLinkedRelativelyAndMissingOnesGetTheirPlaceholder() throws {
        let copies = Copies(paths: ["https://image.example/t/p/w342/heat.jpg": "posters/0123456789abcdef.jpg"])
        let renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.html, .markdown], posters: .downloaded(copies)))
        let other = Movie(id: "7", title: "Other", posterPath: "/other.jpg")
        let files = renderer.files(for: Fixtures.results(Fixtures.search("heat", pages: 2), page: 2, movies: [Fixtures.heat, other]))
        #expect(try HTMLText.attributes("src", in: html(files[0])).filter { $0.contains("poster") } == ["../../../../posters/0123456789abcdef.jpg"])
        #expect(try !html(files[0]).contains("other.jpg"))
        #expect(try html(files[1]).contains("![Poster of Heat](<../../../../posters/0123456789abcdef.jpg>)"))

        let movie = renderer.render(MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: []))
        #expect(try HTMLText.attributes("src", in: html(movie)).contains("../../posters/0123456789abcdef.jpg"))
    }

    @Test func collectionsLinkEveryPageAndMoviesLinkTheirCollections() throws {
        let collections = SiteCollections(MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(Fixtures.item)), paging: .fixed(2))
        let paths = Fixtures.pages(of: collections).map { Fixtures.renderer.render($0).path }
        #expect(paths.contains("genre/crime/index.html"))
        #expect(paths.contains("genre/crime/from/949/index.html"), "Heat starts Crime's second page")
        #expect(paths.contains("year/1995/index.html"))
        #expect(Set(paths).count == paths.count)
        let crime = try #require(Fixtures.pages(of: collections).first { $0.link.name == "Crime" && $0.isFirst })
        #expect(crime.items.map(\.title) == ["<b>Bold</b> & [linked](javascript:x)", "Casino"])
        let crimeHTML = try html(Fixtures.renderer.render(crime))
        #expect(crimeHTML.contains(#"<a href="from/949/index.html" rel="next">"#))
        #expect(crimeHTML.contains(#"<a href="from/949/index.html">Heat – Zodiac</a>"#), "the first page lists every page by its titles")

        let links = collections.links(genres: ["Crime", "Drama", "Unknown genre", "Crime"], year: "1995")
        #expect(links.map(\.name) == ["Crime", "Drama", "1995"])
        #expect(links.map { $0.path() } == ["genre/crime/index.html", "genre/drama/index.html", "year/1995/index.html"])
        #expect(collections.links(genres: [], year: "").isEmpty)

        let genres = try html(Fixtures.renderer.render(collections.genres))
        #expect(HTMLText.contents(of: "li", in: HTMLText.main(genres)).first == "Action\n1 movie")
    }

    @Test func theNotFoundPageLinksAbsolutelyOnlyWithABaseURL() throws {
        let relative = try html(Fixtures.renderer.render(NotFoundPage()))
        #expect(HTMLText.attributes("href", in: relative).allSatisfy { !$0.contains("://") })
        let renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/movies/"))
        let absolute = try html(renderer.render(NotFoundPage()))
        #expect(HTMLText.attributes("href", in: absolute).filter { $0 != "#main" }.allSatisfy { $0.hasPrefix("https://example.org/movies/") })
        #expect(absolute.contains(#"src="https://example.org/movies/site.js""#))
    }
}
