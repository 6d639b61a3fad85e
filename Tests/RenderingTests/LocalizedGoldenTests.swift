import Foundation
import Domain
import Presentation
import Rendering
import Testing

/// The site in Spanish and in Korean against golden files (`Golden/es/`, `Golden/ko/`): the home
/// page, a second results page, a movie, a genre page, the 404 page and the Markdown format; and
/// no English word of the interface left on any of them.
@Suite struct LocalizedGoldenTests {
    static let languages = ["es", "ko"]

    /// A search in the language's own script where it has one, to show its readable folder.
    static func localQuery(_ language: String) -> String {
        language == "ko" ? "기생충" : "Amélie"
    }

    struct Site {
        let language: String
        let localization: Localization
        let html: SiteRenderer
        let markdown: SiteRenderer

        init(_ language: String) throws {
            self.language = language
            localization = try Localization.builtIn(language)
            html = SiteRenderer(templates: .builtIn, options: SiteOptions(baseURL: "https://example.org/movies/", localization: localization))
            markdown = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown], localization: localization))
        }

        func item(_ movie: Movie) -> MoviesListItemViewModel {
            MoviesListItemViewModel(movie: movie, posterURLBuilder: Fixtures.posters, localization: localization)
        }

        func results(_ search: SearchSummary, page: Int, movies: [Movie]) -> ResultsPage {
            ResultsPage(search: search, page: page, items: movies.map(item), screenTitle: localization.text(.resultsTitle, ["query": search.query]))
        }

        var index: IndexPage {
            let query = LocalizedGoldenTests.localQuery(language)
            return IndexPage(
                siteTitle: "Marquee",
                searches: [
                    Fixtures.search(query, total: 1),
                    Fixtures.search("star wars", total: 12345, pages: 3),
                    Fixtures.search("Heat", total: 0, status: .stale, message: "timeout"),
                    Fixtures.search("Face/Off", total: 0, status: .failed, message: "HTTP 500"),
                ],
                recentSearches: [SearchLink(query: query, slug: QuerySlugs(queries: [query]).slug(for: query)), SearchLink(query: "old", slug: nil)]
            )
        }

        var movie: MovieDetailsPage {
            MovieDetailsPage(
                details: MovieDetailsViewModel(movie: Fixtures.heat, posterURLBuilder: Fixtures.posters, localization: localization),
                foundBy: [SearchLink(query: "heat", slug: "heat"), SearchLink(query: "Al Pacino", slug: nil)],
                collections: [
                    CollectionLink(kind: .genre, name: localization.genre("Crime"), slug: "crime"),
                    CollectionLink(kind: .year, name: "1995", slug: "1995"),
                ]
            )
        }

        var collections: SiteCollections {
            SiteCollections(MovieCollectionsViewModel(items: Fixtures.collectionMovies.map(item), localization: localization), paging: .fixed(2))
        }

        var genrePage: CollectionPage? {
            collections.pages.first { $0.link.name == localization.genre("Crime") && $0.range.start != nil }
                .map { slot in slot.page(items: Fixtures.collectionMovies.filter { slot.movieIDs.contains($0.id) }.map(item)) }
        }

        /// Every page of these tests, HTML and Markdown.
        func files() throws -> [(name: String, file: RenderedFile)] {
            let search = Fixtures.search("heat", total: 5, pages: 3)
            let page2 = results(search, page: 2, movies: [Fixtures.heat, Fixtures.unknown])
            return [
                ("index.html", html.render(index)),
                ("results-page-2.html", html.render(page2)),
                ("movie.html", html.render(movie)),
                ("genre-page-2.html", html.render(try #require(genrePage))),
                ("not-found.html", html.render(NotFoundPage())),
                ("person.html", try #require(html.files(for: PersonPage(person: PersonViewModel(filmography: PersonPageGoldenTests.filmography, localization: localization))).first)),
                ("index.md", try #require(markdown.files(for: index).first)),
                ("results-page-2.md", try #require(markdown.files(for: page2).first)),
                ("movie.md", try #require(markdown.files(for: movie).first)),
                ("search-index.js", try #require(html.searchIndex(movies: [MovieSearchEntryViewModel(movie: Fixtures.heat, localization: localization)]))),
            ]
        }
    }

    @Test(arguments: languages)
    func pagesMatchTheirGoldenFiles(language: String) throws {
        for (name, file) in try Site(language).files() {
            try Golden.expect(file, matches: language + "/" + name)
        }
    }

    @Test(arguments: languages)
    func everyPageSaysItsLanguage(language: String) throws {
        for (name, file) in try Site(language).files() where name.hasSuffix(".html") {
            let html = String(decoding: try file.contents, as: UTF8.self)
            #expect(html.contains("<html lang=\"\(language)\">"), "\(name)")
            if name != "not-found.html" {
                #expect(html.contains("<link rel=\"alternate\" hreflang=\"\(language)\" href=\"https://example.org/movies/"), "\(name)")
            }
        }
    }

    /// Every text of the English table that is not also the other language's own word (`Drama`,
    /// `Error`), tried against every page: none may be left.
    @Test(arguments: languages)
    func noEnglishInterfaceTextIsLeft(language: String) throws {
        let english = try #require(Localization.builtInTables["en"])
        let other = try #require(Localization.builtInTables[language])
        let ownWords = Set(other.entries.values)
        let phrases = english.entries.compactMap { key, text -> [String]? in
            guard !key.hasPrefix("number."), !key.hasPrefix("list."), key != "quote", !key.hasPrefix("cli.") else { return nil }
            // The words between placeholders, e.g. `Results for “` and `”` of `Results for “{query}”`.
            return text.split(separator: "{").flatMap { $0.split(separator: "}", maxSplits: 1).suffix(1) }.map(String.init)
        }
        .flatMap { $0 }
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)) }
        .filter { phrase in phrase.count >= 4 && phrase.contains(where: \.isLetter) && !ownWords.contains { own in own.contains(phrase) } }
        #expect(phrases.count > 50)
        let content = Set(["Heat", "Crime", "Drama", "Action", "Casino", "Amélie", "Zodiac", "Untitled Project", "Michael Mann", "Spanish", "English", "United States"])
        for (name, file) in try Site(language).files() {
            // The words a reader sees: tags, link destinations, the script's names and keys and
            // the JSON-LD (data for search engines, in schema.org's words) left out.
            let page = String(decoding: try file.contents, as: UTF8.self)
                .replacingOccurrences(of: #"<script type="application/ld\+json">[^<]*</script>"#, with: " ", options: .regularExpression)
                .replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
                .replacingOccurrences(of: #""[A-Za-z]+":"#, with: ":", options: .regularExpression)
                .replacingOccurrences(of: "\\]\\([^)]*\\)", with: "]", options: .regularExpression)
                .replacingOccurrences(of: "marquee(Movies|Text|Searches)|\"movie/[^\"]*\"|(?m)^//.*$", with: "", options: .regularExpression)
            for phrase in phrases where !content.contains(phrase) && page.contains(phrase) {
                Issue.record("\(language)/\(name) still says “\(phrase)”")
            }
        }
    }

    @Test func aNonLatinSearchIsLinkedPercentEncoded() throws {
        let site = try Site("ko")
        let html = String(decoding: try site.html.render(site.index).contents, as: UTF8.self)
        #expect(html.contains("href=\"search/%EA%B8%B0%EC%83%9D%EC%B6%A9/index.html\""))
        let search = Fixtures.search("기생충", total: 1)
        #expect(search.slug == "기생충")
        #expect(site.html.render(site.results(search, page: 1, movies: [])).path == "search/기생충/index.html")
    }
}
