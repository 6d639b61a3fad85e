import Data
import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("StateDatabase")
struct StateDatabaseTests {
    private func userVersion(_ connection: SQLiteConnection) throws -> Int {
        try SQLiteMigrator(migrations: StateDatabaseSchema.migrations).currentVersion(of: connection)
    }

    @Test("creates the missing directory and the file, migrated, in WAL mode")
    func createsFile() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path(".marquee/nested/state.sqlite")
            let connection = try StateDatabase.open(path: path)
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(try userVersion(connection) == StateDatabaseSchema.migrations.last?.version)
            #expect(try connection.query("PRAGMA journal_mode") { row throws(SQLiteError) in try row.string(0) } == ["wal"])
            let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { row throws(SQLiteError) in
                try row.string(0)
            }
            #expect(tables.contains("recent_queries"))
        }
    }

    @Test("migrates an existing empty file")
    func emptyFile() async throws {
        try await withTemporaryDirectory { directory in
            let url = try directory.write("", to: "state.sqlite")
            let connection = try StateDatabase.open(path: url.path)
            #expect(try userVersion(connection) == StateDatabaseSchema.migrator.latestVersion)
            #expect(try StateDatabaseSchema.migrator.migrate(connection) == [])
        }
    }

    @Test("refuses a file that is not a database")
    func garbage() async throws {
        try await withTemporaryDirectory { directory in
            let url = try directory.write(String(repeating: "not a database. ", count: 200), to: "state.sqlite")
            let error = #expect(throws: StateDatabaseError.self) { try StateDatabase.open(path: url.path) }
            guard case let .unusable(sqliteError)? = error else {
                Issue.record("expected an unusable-file error, got \(String(describing: error))")
                return
            }
            #expect(sqliteError.kind == .notADatabase)
        }
    }

    @Test("refuses a file written by a newer version")
    func newerSchema() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            let newer = StateDatabaseSchema.migrations.count + 5
            try SQLiteConnection(path: path).execute("PRAGMA user_version = \(newer)")
            let error = #expect(throws: StateDatabaseError.self) { try StateDatabase.open(path: path) }
            guard case let .unusable(sqliteError)? = error else {
                Issue.record("expected an unusable-file error, got \(String(describing: error))")
                return
            }
            #expect(sqliteError.kind == .schemaTooNew(fileVersion: newer, knownVersion: StateDatabaseSchema.migrator.latestVersion))
        }
    }

    @Test("refuses another program's database and leaves it as it was")
    func foreign() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            let other = try SQLiteConnection(path: path)
            try other.execute("CREATE TABLE notes (body TEXT)")
            other.close()

            let error = #expect(throws: StateDatabaseError.self) { try StateDatabase.open(path: path) }

            guard case .foreign? = error else {
                Issue.record("expected a foreign-database error, got \(String(describing: error))")
                return
            }
            let reopened = try SQLiteConnection(path: path, mode: .readOnly)
            #expect(try StateDatabaseSchema.migrator.currentVersion(of: reopened) == 0)
        }
    }

    @Test("stamps its files so they are recognised, and moves a broken one aside without deleting it")
    func stampAndMoveAside() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            let connection = try StateDatabase.open(path: path)
            #expect(try connection.query("PRAGMA application_id") { row throws(SQLiteError) in try row.int64(0) } == [StateDatabase.applicationID])
            connection.close()

            let backup = try StateDatabase.moveAside(path: path)

            #expect(backup == path + ".broken-1")
            #expect(FileManager.default.fileExists(atPath: path + ".broken-1"))
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try StateDatabase.moveAside(path: path) == nil)
        }
    }

    /// Versions only increase; a branch may leave a gap for a version another branch adds
    /// (deploy's 7 was written beside the feeds' 6).
    @Test("migration versions start at 1 and increase in list order")
    func migrationList() {
        let versions = StateDatabaseSchema.migrations.map(\.version)
        #expect(versions.first == 1)
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 })
    }
}
