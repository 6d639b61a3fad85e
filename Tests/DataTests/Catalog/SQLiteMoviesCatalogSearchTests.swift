import Data
import Domain
import Foundation
import Infrastructure
import Testing

@Suite("Catalog search on the real catalog", .sharedCatalog)
struct SQLiteMoviesCatalogSearchTests {
    private func search(_ query: String, page: Int = 1) throws -> MoviesPage {
        try SharedCatalog.get().catalog.search(query: query, page: page)
    }

    private func ids(_ query: String, page: Int = 1) throws -> [String] {
        try search(query, page: page).movies.map(\.id)
    }

    @Test("the whole catalog is loaded")
    func loaded() throws {
        let shared = try SharedCatalog.get()
        #expect(shared.report.movieCount == 17_472)
        #expect(shared.report.didReload)
        #expect(shared.report.resourcePath.hasSuffix("catalog.tsv"))
    }

    @Test("films read by id are the ones a search gives, in the order asked")
    func moviesByID() throws {
        let catalog = try SharedCatalog.get().catalog
        let found = try search("star wars").movies + search("heat").movies
        let ids = found.map(\.id).reversed() + ["not a number", "999999999"]
        #expect(try catalog.movies(ids: Array(ids)) == found.reversed(), "unknown ids are left out")
        #expect(try catalog.movies(ids: []).isEmpty)
        // More ids than one statement reads.
        let many = try (1...40).flatMap { try search("the", page: $0).movies }
        #expect(many.count == 800)
        #expect(try catalog.movies(ids: many.map(\.id)) == many)
    }

    @Test("an id asked twice gives its film twice, read or not read before")
    func idsAskedTwice() throws {
        let shared = try SharedCatalog.get()
        let films = try search("heat").movies
        let catalog = SQLiteMoviesCatalog(databasePath: shared.databasePath)
        let ids = [films[1].id, films[0].id, "999999999", films[1].id]
        #expect(try catalog.movies(ids: ids) == [films[1], films[0], films[1]])
        #expect(try catalog.movies(ids: ids + [films[2].id, films[2].id]) == [films[1], films[0], films[1], films[2], films[2]])
    }

    @Test("a catalog whose caches were emptied reads the same films and pages again")
    func emptiedCaches() throws {
        let catalog = try SharedCatalog.get().catalog
        let pages = try (1...2).map { try search("the", page: $0) }
        let films = try catalog.movies(ids: pages.flatMap(\.movies).map(\.id))
        catalog.emptyCaches()
        #expect(try (1...2).map { try search("the", page: $0) } == pages)
        #expect(try catalog.movies(ids: films.map(\.id)) == films)
    }

    /// Each read takes a connection no other read is using, so reads run side by side.
    @Test("searches and reads by id on many threads at once give what they give one at a time")
    func readsAtOnce() throws {
        let shared = try SharedCatalog.get()
        let queries = ["the", "star wars", "love", "night", "man", "heat", "war", "day"]
        let expected = try queries.map { try search($0, page: 2) }
        let catalog = SQLiteMoviesCatalog(databasePath: shared.databasePath)
        try catalog.prepare()
        // Each read's result in its own slot: no lock (a contended `Synchronization.Mutex` hands
        // over through the kernel on Linux, where ThreadSanitizer cannot see it).
        let found = [(page: MoviesPage, byID: [Movie])?](madeConcurrently: queries.count * 4) { index in
            let query = index % queries.count
            guard let page = try? catalog.search(query: queries[query], page: 2),
                  let byID = try? catalog.movies(ids: expected[query].movies.map(\.id)) else { return nil }
            return (page, byID)
        }
        #expect(found.count == queries.count * 4)
        for (index, result) in found.enumerated() {
            let result = try #require(result, "read \(index) failed")
            #expect(result.page == expected[index % queries.count])
            #expect(result.byID == expected[index % queries.count].movies)
        }
        // The connections opened for reads at once are closed with the caches; reads go on.
        catalog.emptyCaches()
        #expect(try catalog.search(query: "heat", page: 1) == search("heat"))
    }

    @Test("accents are ignored in both directions")
    func accents() throws {
        #expect(try ids("amelie").contains("484048"))
        #expect(try ids("Amélie").contains("484048"))
        #expect(try search("amelie").movies.first?.title == "Amélie")

        let cafe = try search("cafe")
        let accented = try search("café")
        #expect(cafe == accented)
        let titles = Set(cafe.movies.map(\.title))
        #expect(titles.isSuperset(of: ["The Atomic Cafe", "Bagdad Café", "Café Lumière"]))
        let expectedCafes = try CatalogTitleOracle.shared().matches("cafe")
        #expect(cafe.totalResults == expectedCafes.count)
        #expect(try ids("deja vu").contains("252409"))
    }

    @Test("case is ignored")
    func caseInsensitive() throws {
        let lower = try search("star wars")
        #expect(try search("STAR WARS") == lower)
        #expect(try search("sTaR wArS") == lower)
        #expect(try search("ÉTOILE") == search("étoile"))
    }

    @Test("every word must match, in any order", arguments: ["star wars", "wars star", "the man", "love story", "night of the"])
    func allWords(query: String) throws {
        let page = try search(query)
        let expected = try CatalogTitleOracle.shared().matches(query)
        #expect(page.totalResults == expected.count)
        #expect(page.totalResults > 0)
        let wanted = CatalogTitleOracle.words(in: query)
        for movie in page.movies {
            let words = Set(CatalogTitleOracle.words(in: movie.title))
            #expect(wanted.allSatisfy(words.contains), "\(movie.title) lacks a word of \(query)")
        }
    }

    @Test("star wars finds exactly the Star Wars films")
    func starWars() throws {
        let page = try search("star wars")
        #expect(page.totalResults == 7)
        #expect(Set(page.movies.map(\.id)) == ["17738", "42051", "165713", "181069", "181795", "181803", "382289"])
    }

    @Test("a title made of exactly the searched words comes first", arguments: [
        ("alien", "Alien"), ("the godfather", "The Godfather"), ("GODFATHER the", "The Godfather"), ("amelie", "Amélie"),
    ])
    func exactTitleFirst(query: String, title: String) throws {
        let page = try search(query)
        #expect(page.movies.first?.title == title)
        #expect(page.movies.count > 1 || query == "amelie")
    }

    @Test("equally matching films are ordered by what the catalog knows of them, the original first")
    func tieBreakByPopularity() throws {
        let page = try search("hamlet")
        #expect(page.totalResults == 6)
        // Olivier's 1948 Hamlet (the original's bonus, the best rated), Branagh's 1996, then the
        // others by reviews, box office and rating; Hamlet 2 last, its title not the words alone.
        #expect(page.movies.map(\.id) == ["27178", "898721", "1393651", "1422824", "27940455", "1514641"])
    }

    @Test("pages hold 20 films; the last is partial; one past the end is empty with true totals")
    func paging() throws {
        let expected = try CatalogTitleOracle.shared().matches("the").count
        let first = try search("the")
        #expect(first.page == 1)
        #expect(first.totalResults == expected)
        #expect(first.totalPages == (expected + 19) / 20)
        #expect(first.movies.count == 20)
        #expect(expected % 20 != 0, "the test needs a partial last page")

        let last = try search("the", page: first.totalPages)
        #expect(last.page == first.totalPages)
        #expect(last.movies.count == expected - 20 * (first.totalPages - 1))
        #expect(last.totalResults == expected)

        let past = try search("the", page: first.totalPages + 1)
        #expect(past.movies.isEmpty)
        #expect(past.totalResults == expected)
        #expect(past.totalPages == first.totalPages)

        let far = try search("the", page: Int.max)
        #expect(far.movies.isEmpty)
        #expect(far.totalResults == expected)
    }

    @Test("walking every page yields each match exactly once, in a stable order")
    func walkAllPages() throws {
        let first = try search("love")
        var seen: [String] = []
        for page in 1...first.totalPages {
            let result = try search("love", page: page)
            #expect(result.totalResults == first.totalResults)
            #expect(result.totalPages == first.totalPages)
            seen += result.movies.map(\.id)
        }
        #expect(seen.count == first.totalResults)
        #expect(Set(seen).count == seen.count)
        let expected = Set(try CatalogTitleOracle.shared().matches("love").map(\.id))
        #expect(Set(seen).symmetricDifference(expected).isEmpty)
        #expect(try search("love", page: 3) == search("love", page: 3))
    }

    @Test("a query matching nothing gives an empty first page", arguments: ["zzxqvw", "amelie zzxqvw"])
    func noResults(query: String) throws {
        let page = try search(query)
        #expect(page == MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []))
    }

    @Test("a query without letters or digits gives no results, not an error", arguments: ["", "   ", "?!…", "-- ; '", "\"", "*", "()"])
    func noWords(query: String) throws {
        let page = try search(query)
        #expect(page.totalResults == 0)
        #expect(page.totalPages == 0)
        #expect(page.movies.isEmpty)
    }

    @Test("FTS5 syntax in a query is read as plain words")
    func ftsSyntax() throws {
        for query in ["star OR wars", "star AND NOT wars", "NEAR(star wars)", "title:star", "star*", "^star", "star -wars", "\"star wars"] {
            let page = try search(query)
            let expected = try CatalogTitleOracle.shared().matches(query)
            #expect(page.totalResults == expected.count, "\(query)")
        }
        #expect(try search("star*") == search("star"))
        #expect(try search("\"star wars") == search("star wars"))
        #expect(try search("NEAR(") == search("near"))
        #expect(try search("star OR wars").totalResults == 0)
    }

    @Test("page 0 is refused")
    func invalidPage() throws {
        #expect(throws: MoviesCatalogError.self) { try search("star", page: 0) }
    }

    @Test("a second catalog over the same database does not reload")
    func noReload() throws {
        let shared = try SharedCatalog.get()
        let again = SQLiteMoviesCatalog(databasePath: shared.databasePath)
        let report = try again.prepare()
        #expect(!report.didReload)
        #expect(report.movieCount == 17_472)
        #expect(try again.search(query: "amelie", page: 1) == search("amelie"))
    }

    @Test("a January 1 in the catalog is the year alone: the source writes it for films whose day it does not know")
    func yearOnlyReleaseDates() async throws {
        let repository = LocalMoviesRepository(catalog: try SharedCatalog.get().catalog)
        let page = try await repository.fetchMoviesList(query: MovieQuery(query: "heat"), page: 1) { _ in }
        let heat = try #require(page.movies.first { $0.title == "Heat" && $0.year == 1995 })
        #expect(heat.releaseDate == nil)
        #expect(heat.year == 1995)
    }

    @Test("the repository maps a known film completely")
    func mapping() async throws {
        let repository = LocalMoviesRepository(catalog: try SharedCatalog.get().catalog)
        let page = try await repository.fetchMoviesList(query: MovieQuery(query: "Amélie"), page: 1) { _ in
            Issue.record("the local repository has no cache")
        }
        let amelie = try #require(page.movies.first { $0.id == "484048" })
        #expect(amelie.title == "Amélie")
        #expect(amelie.originalTitle == nil)
        #expect(amelie.imdbID == "tt0211915")
        #expect(amelie.year == 2001)
        #expect(amelie.releaseDate == CalendarDate(year: 2001, month: 2, day: 28))
        #expect(amelie.certification == "R")
        #expect(amelie.runtimeMinutes == 122)
        #expect(amelie.genres == ["Romance", "Comedy", "Drama"])
        #expect(amelie.directors == ["Jean-Pierre Jeunet"])
        #expect(amelie.cast.count == 41)
        #expect(amelie.cast.first == "André Dussollier")
        #expect(amelie.cast.contains("Audrey Tautou"))
        #expect(amelie.languages == ["French"])
        #expect(amelie.countries == ["France"])
        #expect(amelie.awards == "Nominated for 5 Oscars.")
        #expect(amelie.rating == 8.1)
        #expect(amelie.voteCount == 231)
        #expect(amelie.boxOffice == 174_118_254)
        #expect(amelie.overview == "")
        #expect(amelie.posterPath == nil)
    }

    @Test("empty fields map to nil or empty lists; name suffixes stay with their names")
    func sparseFields() throws {
        let menOfHonor = try #require(try search("men of honor").movies.first { $0.id == "926671" })
        #expect(menOfHonor.directors == ["George Tillman, Jr."])
        #expect(menOfHonor.certification == nil)

        let weLive = try #require(try search("we live in public").movies.first { $0.id == "372" })
        #expect(weLive.cast == [])
        #expect(weLive.awards == nil)
        #expect(weLive.genres == ["Documentary"])
        #expect(weLive.boxOffice == 41711)
    }
}
