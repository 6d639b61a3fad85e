import Data
import Domain
import Foundation
import Infrastructure
import TestSupport
import Testing

/// The first-found dates of the feeds, on real state files.
@Suite struct SQLiteFirstFoundRepositoryTests {
    @Test func aFilmFoundAgainKeepsItsFirstDateAndEachSearchItsOwn() async throws {
        try await withTemporaryDirectory { directory in
            let repository = SQLiteFirstFoundRepository(connection: try StateDatabase.open(path: directory.path("state.sqlite")), output: "/site")
            #expect(try repository.history(of: "heat") == nil)

            try repository.record(builtAt: 100, searches: [("heat", ["1", "2"]), ("love", [])])
            try repository.record(builtAt: 200, searches: [("heat", ["3"]), ("love", ["1"])])
            try repository.record(builtAt: 300, searches: [("heat", ["1"]), ("love", [])])

            #expect(try repository.history(of: "heat") == SearchHistory(firstBuilt: 100, firstFound: ["1": 100, "2": 100, "3": 200]))
            #expect(try repository.history(of: "love") == SearchHistory(firstBuilt: 100, firstFound: ["1": 200]))
        }
    }

    @Test func aSearchDroppedAndAddedBackStartsAfresh() async throws {
        try await withTemporaryDirectory { directory in
            let repository = SQLiteFirstFoundRepository(connection: try StateDatabase.open(path: directory.path("state.sqlite")), output: "/site")
            try repository.record(builtAt: 100, searches: [("heat", ["1"]), ("love", ["2"])])
            try repository.record(builtAt: 200, searches: [("love", [])])
            #expect(try repository.history(of: "heat") == nil)
            try repository.record(builtAt: 300, searches: [("heat", ["1"]), ("love", [])])
            #expect(try repository.history(of: "heat") == SearchHistory(firstBuilt: 300, firstFound: ["1": 300]))
            #expect(try repository.history(of: "love") == SearchHistory(firstBuilt: 100, firstFound: ["2": 100]))
        }
    }

    @Test func eachOutputFolderKeepsItsOwnRecordAcrossReopening() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            try SQLiteFirstFoundRepository(connection: try StateDatabase.open(path: path), output: "/a").record(builtAt: 100, searches: [("heat", ["1"])])
            try SQLiteFirstFoundRepository(connection: try StateDatabase.open(path: path), output: "/b").record(builtAt: 200, searches: [("heat", ["1"])])
            let reopened = try StateDatabase.open(path: path)
            #expect(try SQLiteFirstFoundRepository(connection: reopened, output: "/a").history(of: "heat")?.firstFound == ["1": 100])
            #expect(try SQLiteFirstFoundRepository(connection: reopened, output: "/b").history(of: "heat")?.firstFound == ["1": 200])
        }
    }

    /// A state file of the version before the feeds (schema 5) opens, keeps its recent searches,
    /// and records first-found dates from then on.
    @Test func aStateFileFromBeforeTheFeedsKeepsWorking() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            let old = try SQLiteConnection(path: path)
            _ = try SQLiteMigrator(migrations: StateDatabaseSchema.migrations.filter { $0.version <= 5 }).migrate(old)
            try old.execute("PRAGMA application_id = \(StateDatabase.applicationID)")
            _ = try old.run("INSERT INTO recent_queries (query, normalized_query, sequence, searched_at) VALUES ('heat', 'heat', 1, 100)")
            old.close()

            let connection = try StateDatabase.open(path: path)
            #expect(try SQLiteMigrator(migrations: StateDatabaseSchema.migrations).currentVersion(of: connection) == StateDatabaseSchema.migrations.count)
            #expect(try connection.query("SELECT query FROM recent_queries") { row throws(SQLiteError) in try row.string(0) } == ["heat"])
            let repository = SQLiteFirstFoundRepository(connection: connection, output: "/site")
            #expect(try repository.history(of: "heat") == nil, "no film of an old state file counts as found before")
            try repository.record(builtAt: 100, searches: [("heat", ["1"])])
            #expect(try repository.history(of: "heat")?.firstFound == ["1": 100])
        }
    }
}
