import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("SQLiteMigrator")
struct SQLiteMigratorTests {
    private let migrations = [
        SQLiteMigration(version: 1, sql: "CREATE TABLE a(x INTEGER);"),
        SQLiteMigration(version: 2, sql: "CREATE TABLE b(y TEXT); INSERT INTO b VALUES ('seed');"),
    ]

    private func tables(_ connection: SQLiteConnection) throws -> [String] {
        try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { row throws(SQLiteError) in
            try row.string(0)
        }
    }

    @Test("migrates an empty file to the latest version, then does nothing")
    func fromEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try SQLiteConnection(path: directory.path("m.sqlite"))
            let migrator = SQLiteMigrator(migrations: migrations)
            #expect(try migrator.currentVersion(of: connection) == 0)
            #expect(try migrator.migrate(connection) == [1, 2])
            #expect(try migrator.currentVersion(of: connection) == 2)
            #expect(try tables(connection) == ["a", "b"])
            #expect(try migrator.migrate(connection) == [])
            #expect(try connection.query("SELECT count(*) FROM b") { row throws(SQLiteError) in try row.int(0) } == [1])
        }
    }

    @Test("applies only the migrations appended since the last run")
    func appended() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("m.sqlite")
            try SQLiteMigrator(migrations: Array(migrations.prefix(1))).migrate(SQLiteConnection(path: path))
            let connection = try SQLiteConnection(path: path)
            let migrator = SQLiteMigrator(migrations: migrations + [SQLiteMigration(version: 3, sql: "CREATE TABLE c(z);")])
            #expect(try migrator.currentVersion(of: connection) == 1)
            #expect(try migrator.migrate(connection) == [2, 3])
            #expect(try tables(connection) == ["a", "b", "c"])
        }
    }

    @Test("a failing migration leaves the file at the previous version")
    func failingMigration() throws {
        let connection = try SQLiteConnection.inMemory()
        let migrator = SQLiteMigrator(migrations: migrations + [
            SQLiteMigration(version: 3, sql: "CREATE TABLE c(z); INSERT INTO missing VALUES (1);"),
        ])
        let error = #expect(throws: SQLiteError.self) { try migrator.migrate(connection) }
        #expect(error?.step == .migrate)
        #expect(error?.message.contains("version 3") == true)
        #expect(try migrator.currentVersion(of: connection) == 2)
        #expect(try tables(connection) == ["a", "b"])
    }

    @Test("a file with a newer schema is refused with a typed error")
    func newerSchema() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("PRAGMA user_version = 7")
        let error = #expect(throws: SQLiteError.self) { try SQLiteMigrator(migrations: migrations).migrate(connection) }
        #expect(error?.kind == .schemaTooNew(fileVersion: 7, knownVersion: 2))
        #expect(error?.description.contains("upgrade") == true)
        #expect(try tables(connection) == [])
    }

    @Test("a migration list out of order is refused")
    func invalidList() throws {
        let connection = try SQLiteConnection.inMemory()
        let migrator = SQLiteMigrator(migrations: [migrations[1], migrations[0]])
        let error = #expect(throws: SQLiteError.self) { try migrator.migrate(connection) }
        #expect(error?.kind == .invalidMigrations)
        #expect(try tables(connection) == [])
    }

    @Test("migrating a file that is not a database gives a typed error, not a crash")
    func garbageFile() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("garbage.sqlite")
            try Data(repeating: 0xAB, count: 2048).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: SQLiteError.self) {
                try SQLiteMigrator(migrations: migrations).migrate(SQLiteConnection(path: path))
            }
            #expect(error?.kind == .notADatabase)
        }
    }
}
