import Domain
import Presentation
@testable import Rendering
import Testing

/// Every page of the fixtures, in both formats, rendered by the compiled templates and by
/// swift-mustache alone: the bytes must be the same.
@Suite struct CompiledTemplatePageTests {
    static let options = [
        SiteOptions(formats: [.html, .markdown]),
        SiteOptions(formats: [.html, .markdown], posters: .none, baseURL: "https://example.org/a&b/"),
    ]

    @Test func theBuiltInTemplatesAreAllCompiled() {
        let templates = SiteTemplates.builtIn
        for template in [templates.layout, templates.markdownLayout, templates.index, templates.results, templates.movie,
                         templates.recent, templates.collection, templates.person, templates.genres, templates.years,
                         templates.notFound, templates.feed] {
            #expect(template.compiled != nil, "\(template.path)")
            // Compiled, so swift-mustache does not parse it when the program starts.
            #expect(template.mustache == nil, "\(template.path)")
        }
        #expect(templates.mustacheOnly.layout.compiled == nil)
        #expect(templates.mustacheOnly.layout.mustache != nil)
    }

    /// swift-mustache, the parser of record for a templates folder, accepts every built-in
    /// template as it is: the program itself only compiles them.
    @Test(arguments: TemplateFile.allCases.filter { ![.stylesheet, .script].contains($0) })
    func swiftMustacheParsesTheBuiltInTemplate(file: TemplateFile) throws {
        _ = try SiteTemplates.parse(file.builtInText, as: file, path: file.fileName)
    }

    @Test(arguments: 0..<options.count)
    func everyPageMatchesSwiftMustache(optionsIndex: Int) {
        let options = Self.options[optionsIndex]
        let compiled = SiteRenderer(templates: .builtIn, siteName: "Site <&> \"'*", options: options)
        let reference = SiteRenderer(templates: SiteTemplates.builtIn.mustacheOnly, siteName: "Site <&> \"'*", options: options)
        for render in Self.pages {
            let actual = render(compiled)
            let expected = render(reference)
            #expect(actual.map(\.path) == expected.map(\.path))
            for (a, e) in zip(actual, expected) {
                #expect(a == e, "\(a.path) differs:\n\(String(decoding: (try? a.contents) ?? [], as: UTF8.self))")
            }
        }
    }

    static let pages: [@Sendable (SiteRenderer) -> [RenderedFile]] = {
        let tricky = Fixtures.trickyTexts
        let slugs = QuerySlugs(queries: tricky)
        let trickyMovie = Movie(
            id: "../x y", title: "<script>alert(1)</script>", originalTitle: "[x](javascript:alert(1))",
            overview: tricky.joined(separator: "\n"), genres: tricky, posterPath: "https://img.example/a b<c>\\d&amp;\".jpg",
            rating: 6.5, directors: ["M*A*S*H", "_underscores_"], cast: tricky, certification: "&amp;",
            awards: "Trailing \\", imdbID: "tt1) [x](javascript:alert(1)"
        )
        let collections = SiteCollections(MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(Fixtures.item)), paging: .fixed(2))
        var pages: [@Sendable (SiteRenderer) -> [RenderedFile]] = [
            { $0.files(for: IndexPage(siteTitle: "Movie night", searches: [
                Fixtures.search("Heat", total: 1), Fixtures.search("star wars", total: 1234, pages: 3),
                Fixtures.search("Amélie", total: 0, status: .stale, message: "The source timed out after 10 s."),
                Fixtures.search("Face/Off", total: 0, status: .failed, message: "HTTP 500 from <api>"),
            ], recentSearches: [SearchLink(query: "Heat", slug: "heat"), SearchLink(query: "older", slug: nil)])) },
            { $0.files(for: IndexPage(
                siteTitle: "<b>Marquee</b> & *friends*",
                searches: tricky.map { Fixtures.search($0, slug: slugs.slug(for: $0), status: .failed, message: $0) },
                recentSearches: tricky.map { SearchLink(query: $0, slug: nil) }
            )) },
            { $0.files(for: IndexPage(siteTitle: "", searches: [], recentSearches: [])) },
            { $0.files(for: Fixtures.results(Fixtures.search("[x](javascript:alert(1)) & <b>", total: 13), page: 1, movies: Fixtures.trickyMovies, errorText: "<i>stale</i> & [cached](javascript:x)")) },
            { $0.files(for: Fixtures.results(Fixtures.search("zzzz", total: 0), page: 1, movies: [], emptyText: "No movies found")) },
            { $0.files(for: Fixtures.results(Fixtures.search("Heat", total: 0, status: .failed, message: "offline"), page: 1, movies: [], emptyText: "None", errorText: "failed")) },
            { $0.files(for: Fixtures.results(Fixtures.search("Heat", total: 0, status: .stale, message: "old"), page: 1, movies: [], emptyText: "", errorText: "")) },
            { $0.files(for: MovieDetailsPage(
                details: Fixtures.details(Fixtures.heat),
                foundBy: [SearchLink(query: "heat", slug: "heat"), SearchLink(query: "Al Pacino", slug: nil)],
                collections: [CollectionLink(kind: .genre, name: "Crime", slug: "crime"), CollectionLink(kind: .year, name: "1995", slug: "1995")]
            )) },
            { $0.files(for: MovieDetailsPage(details: Fixtures.details(Fixtures.unknown), foundBy: [])) },
            { $0.files(for: MovieDetailsPage(details: Fixtures.details(trickyMovie), foundBy: tricky.map { SearchLink(query: $0, slug: slugs.slug(for: $0)) })) },
            { $0.files(for: RecentSearchesPage(items: tricky.map { SearchLink(query: $0, slug: slugs.slug(for: $0)) })) },
            { $0.files(for: RecentSearchesPage(items: [])) },
            { $0.files(for: collections.genres) },
            { $0.files(for: collections.years) },
            { [$0.render(NotFoundPage())] },
        ]
        for page in [1, 2, 3] {
            pages.append { $0.files(for: Fixtures.results(Fixtures.search("heat", total: 5, pages: 3), page: page, movies: [Fixtures.heat, Fixtures.unknown])) }
        }
        for page in Fixtures.pages(of: collections) {
            pages.append { $0.files(for: page) }
        }
        for (index, text) in tricky.enumerated() {
            let movie = Fixtures.trickyMovie(text, index: index)
            pages.append { $0.files(for: MovieDetailsPage(details: Fixtures.details(movie), foundBy: [SearchLink(query: text, slug: nil)])) }
        }
        return pages
    }()
}
