import Data
import Domain
import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("Catalog loading from a TSV")
struct SQLiteMoviesCatalogLoadingTests {
    private static let header = "id\timdb_id\ttitle\tyear\treleased\tcertification\truntime\tgenres\tdirectors\tcast\tlanguages\tcountries\tawards\tcritics_rating\treviews\tbox_office\n"

    private static let films = [
        "1\ttt1\tAlpha\t1999\t1999-03-04\tPG\t101\tDrama\tAnn Lee\tBo Co, Di Ex\tEnglish\tUnited States\t\t7.5\t40\t1000\n",
        "2\ttt2\tBeta\t2001\t\t\t\t\t\t\t\t\t\t\t\t\n",
        "3\t\tGamma\\tTab \\\\ Slash\t2003\t2003-13-01\t\t90\tComedy\tX\tY\tFrench\tFrance\tWon 1 Oscar.\t6\t12\t\n",
    ]

    @Test("loads every row and field, unescaping tabs and backslashes")
    func loads() async throws {
        try await withTemporaryDirectory { directory in
            let tsv = try directory.write(Self.header + Self.films.joined(), to: "catalog.tsv")
            let catalog = SQLiteMoviesCatalog(databasePath: directory.path("db/catalog.sqlite"), resourceURL: tsv)
            let report = try catalog.prepare()
            #expect(report.movieCount == 3)
            #expect(report.didReload)
            #expect(report.resourcePath == tsv.path)

            let alpha = try #require(try catalog.search(query: "alpha", page: 1).movies.first)
            #expect(alpha == Movie(
                id: "1", title: "Alpha", releaseDate: CalendarDate(year: 1999, month: 3, day: 4), year: 1999,
                genres: ["Drama"], rating: 7.5, voteCount: 40, runtimeMinutes: 101, directors: ["Ann Lee"],
                cast: ["Bo Co", "Di Ex"], isCastInBillingOrder: false, certification: "PG", languages: ["English"], countries: ["United States"],
                boxOffice: 1000, imdbID: "tt1"
            ))
            let beta = try #require(try catalog.search(query: "beta", page: 1).movies.first)
            #expect(beta == Movie(id: "2", title: "Beta", year: 2001, isCastInBillingOrder: false, imdbID: "tt2"))

            let gamma = try #require(try catalog.search(query: "tab slash", page: 1).movies.first)
            #expect(gamma.title == "Gamma\tTab \\ Slash")
            #expect(gamma.releaseDate == nil)
            #expect(gamma.year == 2003)
            #expect(gamma.imdbID == nil)
            #expect(gamma.rating == 6)
        }
    }

    @Test("reloads when the TSV changes, even at the same size, and only then")
    func reloadsOnChange() async throws {
        try await withTemporaryDirectory { directory in
            let databasePath = directory.path("catalog.sqlite")
            let tsv = try directory.write(Self.header + Self.films[0] + Self.films[1], to: "catalog.tsv")
            #expect(try SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv).prepare().didReload)
            #expect(try !SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv).prepare().didReload)

            _ = try directory.write(Self.header + Self.films.joined(), to: "catalog.tsv")
            let grown = SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv)
            #expect(try grown.prepare() .movieCount == 3)
            #expect(try grown.search(query: "gamma", page: 1).totalResults == 1)

            let renamed = (Self.header + Self.films.joined()).replacingOccurrences(of: "Beta", with: "Bxta")
            _ = try directory.write(renamed, to: "catalog.tsv")
            let sameSize = SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv)
            let report = try sameSize.prepare()
            #expect(report.didReload)
            #expect(report.movieCount == 3)
            #expect(try sameSize.search(query: "beta", page: 1).totalResults == 0)
            #expect(try sameSize.search(query: "bxta", page: 1).totalResults == 1)
        }
    }

    @Test("a catalog database of version 4 (ranking read from the films' rows) upgrades and reloads, ranking as before")
    func upgradesFromVersion4() async throws {
        try await withTemporaryDirectory { directory in
            let databasePath = directory.path("catalog.sqlite")
            let tsv = try directory.write(Self.header + Self.films.joined(), to: "catalog.tsv")
            let catalog = SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv)
            _ = try catalog.prepare()
            let ranked = try catalog.search(query: "a", page: 1)
            // The database as version 4 left it: loaded, without the ranking's own table.
            try SQLiteConnection(path: databasePath).execute("DROP TABLE movie_ranking; PRAGMA user_version = 4;")

            let upgraded = SQLiteMoviesCatalog(databasePath: databasePath, resourceURL: tsv)
            let report = try upgraded.prepare()
            #expect(report.didReload)
            #expect(report.movieCount == 3)
            #expect(try upgraded.search(query: "a", page: 1) == ranked)
            let connection = try SQLiteConnection(path: databasePath)
            #expect(try connection.query("SELECT count(*) FROM movie_ranking") { row throws(SQLiteError) in try row.int(0) } == [3])
            #expect(try connection.query("PRAGMA user_version") { row throws(SQLiteError) in try row.int(0) } == [5])
        }
    }

    @Test("a malformed TSV is a typed error naming the line", arguments: [
        ("id\ttitle\n1\tAlpha\n", 1, "no 'imdb_id' column"),
        (header + "1\ttt1\tAlpha\n", 2, "expected 16"),
        (header + films[0] + "x\ttt\tT\t\t\t\t\t\t\t\t\t\t\t\t\t\n", 3, "not a whole number"),
        (header + films[0] + films[0], 3, "appears twice"),
        (header + "4\t\tBad \\q escape\t\t\t\t\t\t\t\t\t\t\t\t\t\n", 2, "unknown escape"),
        (header + "4\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\n", 2, "title"),
        ("", 1, "empty"),
    ])
    func malformed(text: String, line: Int, reason: String) async throws {
        try await withTemporaryDirectory { directory in
            let tsv = try directory.write(text, to: "catalog.tsv")
            let catalog = SQLiteMoviesCatalog(databasePath: directory.path("catalog.sqlite"), resourceURL: tsv)
            let error = #expect(throws: MoviesCatalogError.self) { try catalog.prepare() }
            guard case let .malformedResource(path, errorLine, errorReason) = error else {
                Issue.record("expected malformedResource, got \(String(describing: error))")
                return
            }
            #expect(path == tsv.path)
            #expect(errorLine == line)
            #expect(errorReason.contains(reason), "\(errorReason)")
            #expect(error?.description.contains("convert_catalog.py") == true)
        }
    }

    @Test("a missing TSV is a typed error")
    func missing() async throws {
        try await withTemporaryDirectory { directory in
            let catalog = SQLiteMoviesCatalog(
                databasePath: directory.path("catalog.sqlite"),
                resourceURL: directory.url.appendingPathComponent("nowhere.tsv")
            )
            let error = #expect(throws: MoviesCatalogError.self) { try catalog.search(query: "alpha", page: 1) }
            guard case .unreadableResource = error else {
                Issue.record("expected unreadableResource, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("a catalog database that is not a database is a typed error")
    func garbageDatabase() async throws {
        try await withTemporaryDirectory { directory in
            let tsv = try directory.write(Self.header + Self.films[0], to: "catalog.tsv")
            let database = try directory.write(String(repeating: "garbage ", count: 512), to: "catalog.sqlite")
            let catalog = SQLiteMoviesCatalog(databasePath: database.path, resourceURL: tsv)
            let error = #expect(throws: MoviesCatalogError.self) { try catalog.prepare() }
            guard case let .database(underlying) = error else {
                Issue.record("expected a database error, got \(String(describing: error))")
                return
            }
            #expect(underlying.kind == .notADatabase)
        }
    }

    @Test("CRLF line endings are accepted")
    func crlf() async throws {
        try await withTemporaryDirectory { directory in
            let text = (Self.header + Self.films.joined()).replacingOccurrences(of: "\n", with: "\r\n")
            let tsv = try directory.write(text, to: "catalog.tsv")
            let catalog = SQLiteMoviesCatalog(databasePath: directory.path("catalog.sqlite"), resourceURL: tsv)
            let alpha = try #require(try catalog.search(query: "alpha", page: 1).movies.first)
            #expect(alpha.boxOffice == 1000)
            #expect(try catalog.prepare().movieCount == 3)
        }
    }
}
