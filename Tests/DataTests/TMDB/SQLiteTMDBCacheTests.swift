@testable import Data
import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("TMDB response cache in SQLite")
struct SQLiteTMDBCacheTests {
    @Test("a migrated state file has both cache tables")
    func schema() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try TMDBTestData.stateDatabase(in: directory)
            let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { row throws(SQLiteError) in
                try row.string(0)
            }
            #expect(tables.contains("tmdb_search_cache"))
            #expect(tables.contains("tmdb_response_cache"))
            #expect(tables.contains("recent_queries"))
        }
    }

    @Test("pages are keyed by query (any case), page, language and include_adult, results in order")
    func searchPages() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesResponseStorage(connection: try TMDBTestData.stateDatabase(in: directory))
            let page1 = TMDBTestData.page(1, (1...20).map { TMDBTestData.movie(100 - $0, "Movie \($0)") })
            let page2 = TMDBTestData.page(2, [TMDBTestData.movie(7, "Seven")])
            try await storage.save(page1, for: MoviesRequestDTO(query: "Star Wars", page: 1, language: "en-US"))
            try await storage.save(page2, for: MoviesRequestDTO(query: "Star Wars", page: 2, language: "en-US"))

            let read = try await storage.response(for: MoviesRequestDTO(query: "star  wars", page: 1, language: "en-US"))
            #expect(read == page1)
            #expect(read?.results.map(\.id) == Array((80...99).reversed()))
            #expect(try await storage.response(for: MoviesRequestDTO(query: "star wars", page: 2, language: "en-US")) == page2)
            #expect(try await storage.response(for: MoviesRequestDTO(query: "star wars", page: 3, language: "en-US")) == nil)
            #expect(try await storage.response(for: MoviesRequestDTO(query: "star wars", page: 1, language: "de-DE")) == nil)
            #expect(try await storage.response(for: MoviesRequestDTO(query: "star wars", page: 1, language: "en-US", includeAdult: true)) == nil)
            #expect(try await storage.response(for: MoviesRequestDTO(query: "star wars", page: 1, language: "en-US", year: 1977)) == nil)
        }
    }

    @Test("saving again replaces the page")
    func replace() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try TMDBTestData.stateDatabase(in: directory)
            let storage = SQLiteMoviesResponseStorage(connection: connection)
            let request = MoviesRequestDTO(query: "heat", page: 1, language: "en-US")
            try await storage.save(TMDBTestData.page(1, [TMDBTestData.movie(1, "Old")]), for: request)
            try await storage.save(TMDBTestData.page(1, [TMDBTestData.movie(2, "New")]), for: request)
            #expect(try await storage.response(for: request)?.results.map(\.title) == ["New"])
            #expect(try connection.query("SELECT count(*) FROM tmdb_search_cache") { row throws(SQLiteError) in try row.int(0) } == [1])
        }
    }

    @Test("a row that no longer decodes reads as a miss")
    func unreadableRow() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try TMDBTestData.stateDatabase(in: directory)
            try connection.run(
                "INSERT INTO tmdb_search_cache VALUES ('heat', 1, 'en-US', 0, 0, '{\"nonsense\": true}', 0)"
            )
            let storage = SQLiteMoviesResponseStorage(connection: connection)
            #expect(try await storage.response(for: MoviesRequestDTO(query: "heat", page: 1, language: "en-US")) == nil)
        }
    }

    @Test("documents are stored by key and read back, also without waiting")
    func documents() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteResponseDocumentStorage(connection: try TMDBTestData.stateDatabase(in: directory))
            let details = try TMDBFixtures.decode(MovieDetailsDTO.self, TMDBFixtures.details)
            try await storage.save(details, forKey: "movie/949")
            #expect(try await storage.document(MovieDetailsDTO.self, forKey: "movie/949") == details)
            #expect(try storage.storedDocument(MovieDetailsDTO.self, forKey: "movie/949") == details)
            #expect(try await storage.document(MovieDetailsDTO.self, forKey: "movie/1") == nil)
            #expect(try await storage.document(TMDBConfigurationResponseDTO.self, forKey: "movie/949") == nil, "another shape is a miss")
        }
    }
}
