import Domain
import Foundation
import Presentation
@testable import Rendering
import Testing

/// What pages tell search engines and link previews: descriptions, canonical links, OpenGraph,
/// JSON-LD and `robots.txt`.
@Suite struct PageMetadataTests {
    static let hostileTitle = "</script><script>alert(1)</script> \"Q\" & A"
    static let published = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/movies"))

    @Test func scriptJSONCannotEndItsElement() throws {
        let text = "</script><!-- \"q\" 'a' & b \\ \u{2028}\u{2029}\n\t\u{7F}"
        let json = ScriptJSON.object(omittingNil: ["name": .string(text), "none": nil, "n": .integer(3), "r": .number(7.25), "x": .number(.infinity)])
        let serialized = json.serialized
        #expect(serialized == #"{"name":"\u003C/script\u003E\u003C!-- \"q\" 'a' \u0026 b \\ \u2028\u2029\n\u0009\u007F","n":3,"r":7.25,"x":null}"#)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!serialized.contains(forbidden)) }
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(serialized.utf8)) as? [String: Any])
        #expect(parsed["name"] as? String == text)
        #expect(ScriptJSON.array([.number(8), .number(-0.5), .string("")]).serialized == #"[8,-0.5,""]"#)
    }

    @Test func aHostileTitleStaysInsideTheJSONLD() throws {
        let movie = Movie(id: "1", title: Self.hostileTitle, year: 2001, directors: [Self.hostileTitle], cast: ["<!--"])
        let html = try Self.html(Self.published.render(MovieDetailsPage(details: Fixtures.details(movie), foundBy: [])))
        #expect(!html.contains("</script><script>"))
        let json = try #require(Self.jsonLD(in: html))
        #expect(json["name"] as? String == Self.hostileTitle)
        let director = try #require((json["director"] as? [[String: Any]])?.first)
        #expect(director["name"] as? String == Self.hostileTitle)
        #expect(html.contains(#"<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; A (2001)">"#))
    }

    @Test func aMoviePageDescribesTheFilmForSearchEngines() throws {
        let page = MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: [])
        let html = try Self.html(Self.published.render(page))
        let address = "https://example.org/movies/movie/949/index.html"
        #expect(html.contains(#"<link rel="canonical" href="\#(address)">"#))
        #expect(html.contains(#"<meta property="og:url" content="\#(address)">"#))
        #expect(html.contains(#"<meta property="og:type" content="video.movie">"#))
        #expect(html.contains(#"<meta property="og:locale" content="en_US">"#))
        let json = try #require(Self.jsonLD(in: html))
        #expect(json["@type"] as? String == "Movie")
        #expect(json["url"] as? String == address)
        #expect(json["datePublished"] as? String == "1995-12-15")
        #expect(json["duration"] as? String == "PT2H50M")
        #expect(json["sameAs"] as? String == Fixtures.details(Fixtures.heat).imdbURL)
        let actors = try #require(json["actor"] as? [[String: Any]])
        #expect(actors.map { $0["url"] as? String } == ["al-pacino", "robert-de-niro", "val-kilmer"].map { "https://example.org/movies/person/\($0)/index.html" })
        let rating = try #require(json["aggregateRating"] as? [String: Any])
        #expect(rating["ratingValue"] as? Double == 7.9)
        #expect(rating["ratingCount"] as? Int == 7123)
        #expect(rating["bestRating"] as? Int == 10)
    }

    @Test func withoutABaseURLNothingClaimsAnAddress() throws {
        let html = try Self.html(Fixtures.renderer.render(MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: [])))
        #expect(!html.contains("rel=\"canonical\""))
        #expect(!html.contains("og:url"))
        let json = try #require(Self.jsonLD(in: html))
        #expect(json["url"] == nil)
        #expect((json["actor"] as? [[String: Any]])?.allSatisfy { $0["url"] == nil } == true)
        // A remote poster has its own absolute address.
        #expect(json["image"] as? String == "https://image.example/t/p/w342/heat.jpg")
    }

    @Test func aPosterCopyIsShownByItsAddressUnderTheBaseURL() throws {
        struct Copies: LocalPosters {
            func sitePath(forPosterURL url: String) -> String? { "posters/0123456789abcdef.jpg" }
        }
        let details = Fixtures.details(Fixtures.heat)
        let downloaded = SiteRenderer(templates: .builtIn, options: SiteOptions(posters: .downloaded(Copies()), baseURL: "https://example.org/"))
        let html = try Self.html(downloaded.render(MovieDetailsPage(details: details, foundBy: [])))
        #expect(html.contains(#"<meta property="og:image" content="https://example.org/posters/0123456789abcdef.jpg">"#))
        let local = SiteRenderer(templates: .builtIn, options: SiteOptions(posters: .downloaded(Copies())))
        #expect(try !Self.html(local.render(MovieDetailsPage(details: details, foundBy: []))).contains("og:image"))
        let none = SiteRenderer(templates: .builtIn, options: SiteOptions(posters: .none, baseURL: "https://example.org/"))
        #expect(try !Self.html(none.render(MovieDetailsPage(details: details, foundBy: []))).contains("og:image"))
    }

    @Test func everyPageHasADescriptionAndOnlyTheNotFoundPageNoCanonicalLink() throws {
        let search = Fixtures.search("heat", total: 2)
        let pages = [
            Self.published.render(Fixtures.results(search, page: 1, movies: [Fixtures.heat])),
            Self.published.render(IndexPage(siteTitle: "Marquee", searches: [search], recentSearches: [])),
            Self.published.render(RecentSearchesPage(items: [])),
        ]
        for page in pages {
            let html = try Self.html(page)
            #expect(html.contains(#"<meta name="description" content=""#), "\(page.path)")
            #expect(html.contains(#"<link rel="canonical" href="https://example.org/movies/\#(page.path)">"#), "\(page.path)")
            #expect(!html.contains("og:type") && !html.contains("ld+json"), "\(page.path)")
        }
        let notFound = try Self.html(Self.published.render(NotFoundPage()))
        #expect(notFound.contains(#"<meta name="description" content=""#))
        #expect(!notFound.contains("canonical"))
    }

    @Test func theMetadataIsPartOfThePagesDigest() throws {
        let content = Self.published.content(for: MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: []), format: .html)
        let layout = Self.published.layoutContext(content)
        for name in ["description", "canonicalHref", "openGraph", "jsonLD"] {
            #expect(layout[name] != nil, "\(name) is a layout value")
        }
        func digest(_ content: PageContent) -> PageDigest {
            PageDigest.of(kind: "movie", format: "html", values: content.context, Self.published.layoutContext(content))
        }
        var changed = content
        changed.jsonLD = "{}"
        #expect(digest(changed) != digest(content))
        changed = content
        changed.description = "Another sentence."
        #expect(digest(changed) != digest(content))
    }

    @Test func robotsNamesTheSitemap() throws {
        let robots = try #require(Self.published.robots())
        #expect(robots.path == "robots.txt")
        #expect(try Self.html(robots) == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/movies/sitemap.xml\n")
        #expect(Fixtures.renderer.robots() == nil, "no robots.txt without a base URL")
        let markdownOnly = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown], baseURL: "https://example.org/"))
        #expect(markdownOnly.robots() == nil, "no robots.txt without HTML pages")
        #expect(Self.published.files(for: .robots).map(\.path) == ["robots.txt"])
    }

    static func html(_ file: RenderedFile) throws -> String {
        String(decoding: try file.contents, as: UTF8.self)
    }

    /// The page's one JSON-LD object, read by Foundation's JSON parser.
    static func jsonLD(in html: String) -> [String: Any]? {
        let open = #"<script type="application/ld+json">"#
        let parts = html.components(separatedBy: open)
        guard parts.count == 2, let json = parts[1].components(separatedBy: "</script>").first else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }
}
