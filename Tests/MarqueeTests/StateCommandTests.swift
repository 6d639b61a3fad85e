import Foundation
import Infrastructure
import Testing

/// A state file that cannot be used: a clear error, a way out, and nothing lost.
@Suite struct StateCommandTests {
    private func build(_ workspace: Workspace) async throws -> MarqueeProcess.Result {
        try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "state.sqlite")
    }

    @Test func aCorruptStateFileIsAClearErrorWithAWayOut() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let site = workspace.tree("site")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try workspace.write(garbage, to: "state.sqlite")
        try? FileManager.default.removeItem(at: workspace.url("state.sqlite-wal"))
        try? FileManager.default.removeItem(at: workspace.url("state.sqlite-shm"))

        let failed = try await build(workspace)
        #expect(failed.exitCode == 1)
        #expect(failed.standardError.contains("The state file state.sqlite cannot be used"))
        #expect(failed.standardError.contains("marquee state reset --state state.sqlite"))
        #expect(workspace.tree("site") == site)

        let check = try await workspace.marquee("state", "check", "--state", "state.sqlite")
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("Problem:"))

        let reset = try await workspace.marquee("state", "reset", "--state", "state.sqlite")
        #expect(reset.exitCode == 0)
        #expect(FileManager.default.contents(atPath: workspace.url("state.sqlite.broken-1").path) == garbage)
        #expect(try await workspace.marquee("state", "check", "--state", "state.sqlite").exitCode == 0)
        #expect(try await build(workspace).exitCode == 0)
    }

    @Test func aPageDamagedInTheMiddleEndsWithTheStateHint() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nlove\nalien\nstar\nthe\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        // Every page but the first (the header and the schema) is overwritten.
        let handle = try FileHandle(forUpdating: workspace.url("state.sqlite"))
        let size = try handle.seekToEnd()
        for page in stride(from: UInt64(4096), to: size, by: 4096) {
            try handle.seek(toOffset: page)
            handle.write(Data(repeating: 0xDE, count: 400))
        }
        try handle.close()
        try workspace.write("heat\nlove\nalien\nstar\nthe\nheat 2\n", to: "queries.txt")

        let failed = try await build(workspace)
        #expect(failed.exitCode == 1)
        let message = failed.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(message.contains("malformed"), "\(message)")
        #expect(message.hasSuffix("to move it aside (nothing is deleted) and start with an empty state."), "\(message)")
        #expect(message.contains("marquee state check --state state.sqlite"))
    }

    @Test func anotherProgramsDatabaseIsRefusedNotMigrated() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let foreign = try SQLiteConnection(path: workspace.url("state.sqlite").path)
        try foreign.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL); INSERT INTO invoices (amount) VALUES (12.5);")
        foreign.close()

        let result = try await build(workspace)

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("another program"))
        let reopened = try SQLiteConnection(path: workspace.url("state.sqlite").path, mode: .readOnly)
        let tables = try reopened.query("SELECT name FROM sqlite_master WHERE type = 'table'") { row in try row.string(0) }
        #expect(tables == ["invoices"])
    }

    @Test func aStateFileFromANewerMarqueeIsRefused() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let newer = try SQLiteConnection(path: workspace.url("state.sqlite").path)
        try newer.execute("PRAGMA user_version = 999")
        newer.close()

        let result = try await build(workspace)
        let check = try await workspace.marquee("state", "check", "--state", "state.sqlite")

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("999"))
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("newer Marquee"))

        let json = try await workspace.marquee("state", "check", "--state", "state.sqlite", "--json")
        #expect(json.exitCode == 1)
        let health = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(health["healthy"] as? Bool == false)
        #expect(health["schema_version"] as? Int == 999)
        #expect((health["problems"] as? [String])?.first?.contains("newer Marquee") == true)
        #expect(health["way_out"] as? String == "marquee state reset --state state.sqlite")
        #expect((health["tables"] as? [String: Int])?["recent_queries"] == 1)
    }

    @Test func checkOnAHealthyFileListsItsTables() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nalien\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)

        let check = try await workspace.marquee("state", "check", "--state", "state.sqlite")

        #expect(check.exitCode == 0)
        #expect(check.standardOutput.contains("recent_queries: 2 rows"))
        #expect(check.standardOutput.hasSuffix("OK\n"))
    }
}
