import Data
import Domain
import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("SQLiteMoviesQueriesStorage")
struct SQLiteMoviesQueriesStorageTests {
    private func texts(_ storage: SQLiteMoviesQueriesStorage, maxCount: Int = 100) async throws -> [String] {
        try await storage.fetchRecentsQueries(maxCount: maxCount).map(\.query)
    }

    private func save(_ storage: SQLiteMoviesQueriesStorage, _ queries: [String]) async throws {
        for query in queries {
            try await storage.saveRecentQuery(query: MovieQuery(query: query))
        }
    }

    @Test("returns queries newest first, at most maxCount")
    func order() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            #expect(try await texts(storage) == [])
            try await save(storage, ["alien", "brazil", "casablanca"])
            #expect(try await texts(storage) == ["casablanca", "brazil", "alien"])
            #expect(try await texts(storage, maxCount: 2) == ["casablanca", "brazil"])
            #expect(try await texts(storage, maxCount: 0) == [])
            #expect(try await texts(storage, maxCount: -3) == [])
        }
    }

    @Test("saving a query already stored moves it to the top with the latest spelling")
    func deduplicates() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteMoviesQueriesStorage(connection: connection)
            try await save(storage, ["Star Wars", "Amélie", "brazil", "  STAR wars\t", "AMÉLIE"])
            #expect(try await texts(storage) == ["AMÉLIE", "STAR wars", "brazil"])
            let rows = try connection.query("SELECT count(*) FROM recent_queries") { row throws(SQLiteError) in try row.int(0) }
            #expect(rows == [3])
        }
    }

    @Test("canonically equivalent spellings count as the same query")
    func unicodeNormalization() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            try await save(storage, ["Ame\u{301}lie", "Am\u{E9}lie"])
            #expect(try await storage.fetchRecentsQueries(maxCount: 10).count == 1)
        }
    }

    @Test("blank queries are not stored")
    func blank() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            try await save(storage, ["", "   ", "\n\t"])
            #expect(try await texts(storage) == [])
        }
    }

    @Test("keeps at most maxStorageLimit queries, deleting the oldest", arguments: [1, 3, 10])
    func cap(limit: Int) async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteMoviesQueriesStorage(connection: connection, maxStorageLimit: limit)
            let queries = (1...15).map { "query \($0)" }
            try await save(storage, queries)
            #expect(try await texts(storage) == Array(queries.reversed().prefix(limit)))
            let rows = try connection.query("SELECT count(*) FROM recent_queries") { row throws(SQLiteError) in try row.int(0) }
            #expect(rows == [limit])
        }
    }

    @Test("the default cap is 10")
    func defaultCap() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            #expect(storage.maxStorageLimit == 10)
            try await save(storage, (1...12).map { "q\($0)" })
            #expect(try await texts(storage).count == 10)
        }
    }

    @Test("rapid saves keep their order through the sequence number")
    func rapidSaves() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteMoviesQueriesStorage(connection: connection, maxStorageLimit: 200)
            let queries = (0..<200).map { "q\($0)" }
            try await save(storage, queries)
            try await save(storage, ["q0"])
            #expect(try await texts(storage, maxCount: 300) == ["q0"] + queries.dropFirst().reversed())
            let sequences = try connection.query("SELECT sequence FROM recent_queries ORDER BY sequence") { row throws(SQLiteError) in
                try row.int(0)
            }
            #expect(sequences == Array(2...201))
        }
    }

    @Test("queries persist across reopening the file")
    func persistence() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            do {
                let connection = try StateDatabase.open(path: path)
                try await save(SQLiteMoviesQueriesStorage(connection: connection), ["alien", "brazil"])
                connection.close()
            }
            let reopened = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: path))
            #expect(try await texts(reopened) == ["brazil", "alien"])
            try await save(reopened, ["casablanca"])
            #expect(try await texts(reopened) == ["casablanca", "brazil", "alien"])
        }
    }

    @Test("each save records when it was made; searches saved by a state file of schema 4 keep working, with no time")
    func searchedAt() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            do {
                let old = try SQLiteConnection(path: path)
                _ = try SQLiteMigrator(migrations: Array(StateDatabaseSchema.migrations.prefix(4))).migrate(old)
                try old.execute("PRAGMA application_id = \(StateDatabase.applicationID)")
                try old.execute("INSERT INTO recent_queries (query, normalized_query, sequence) VALUES ('alien', 'alien', 1)")
                old.close()
            }
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: path))
            #expect(try await storage.fetchRecentsQueries(maxCount: 5) == [MovieQuery(query: "alien")])
            let before = Int64(Date().timeIntervalSince1970)
            try await save(storage, ["brazil"])
            let after = Int64(Date().timeIntervalSince1970)
            let recents = try await storage.fetchRecentsQueries(maxCount: 5)
            #expect(recents.map(\.query) == ["brazil", "alien"])
            #expect(recents[0].searchedAt.map { (before...after).contains($0) } == true, "\(recents)")
            #expect(recents[1].searchedAt == nil)
        }
    }

    @Test("DefaultMoviesQueriesRepository reads and writes through the storage")
    func repository() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            let repository = DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: storage)
            try await repository.saveRecentQuery(query: MovieQuery(query: "heat"))
            try await repository.saveRecentQuery(query: MovieQuery(query: "ran"))
            #expect(try await repository.fetchRecentsQueries(maxCount: 1).map(\.query) == ["ran"])
            #expect(try await texts(storage) == ["ran", "heat"])
        }
    }
}

@Suite("Recent searches saved during a batch")
struct BufferedMoviesQueriesRepositoryTests {
    @Test("saves arrive in any order but are written in the batch's order, in one go")
    func flushInListOrder() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
        let storage = SQLiteMoviesQueriesStorage(connection: connection, maxStorageLimit: 10)
        try await storage.saveRecentQuery(query: MovieQuery(query: "older"))
        let repository = BufferedMoviesQueriesRepository(storage: storage)

        for text in ["love", "heat", "Alien", "heat"] {
            try await repository.saveRecentQuery(query: MovieQuery(query: text))
        }
        #expect(try await repository.fetchRecentsQueries(maxCount: 10).map(\.query) == ["older"])
        try await repository.flush(inOrderOf: ["alien", "heat", "love"])

        #expect(try await repository.fetchRecentsQueries(maxCount: 10).map(\.query) == ["love", "heat", "Alien", "older"])
    }

    @Test("the cap applies to a batch too")
    func batchIsCapped() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let storage = SQLiteMoviesQueriesStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")), maxStorageLimit: 2)

        try await storage.saveRecentQueries(["a", "b", "c"].map { MovieQuery(query: $0) })

        #expect(try await storage.fetchRecentsQueries(maxCount: 10).map(\.query) == ["c", "b"])
    }
}
