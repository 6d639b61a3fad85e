import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("SQLiteConnection")
struct SQLiteConnectionTests {
    private struct Boom: Error {}

    @Test("creates the file with WAL journaling and foreign keys on")
    func createsFile() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("new.sqlite")
            #expect(!FileManager.default.fileExists(atPath: path))
            let connection = try SQLiteConnection(path: path)
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(try connection.query("PRAGMA journal_mode") { row throws(SQLiteError) in try row.string(0) } == ["wal"])
            #expect(try connection.query("PRAGMA synchronous") { row throws(SQLiteError) in try row.int(0) } == [1])
            #expect(try connection.query("PRAGMA foreign_keys") { row throws(SQLiteError) in try row.int(0) } == [1])
        }
    }

    /// Debian's SQLite overwrites deleted content with zeros by default (`SECURE_DELETE`): a build
    /// that replaces its memo of megabytes would write them twice more, to the journal and then
    /// the file, and sync both. Freed pages are left as they are.
    @Test("deleting a large row does not write its freed pages")
    func deletesWithoutZeroing() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("memo.sqlite")
            let connection = try SQLiteConnection(path: path)
            #expect(try connection.query("PRAGMA secure_delete") { row throws(SQLiteError) in try row.int(0) } == [2])
            try connection.execute("CREATE TABLE part (id INTEGER PRIMARY KEY, data TEXT NOT NULL)")
            try connection.run("INSERT INTO part (data) VALUES (?)", [.text(String(repeating: "memo line\n", count: 100_000))])
            let journalSize = { (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 }
            let before = journalSize()
            try connection.run("DELETE FROM part")
            // A megabyte's 245 pages zeroed would add a megabyte; their list in the free list, a few pages.
            #expect(journalSize() - before < 64 * 1024)
        }
    }

    @Test("read-only mode neither creates a missing file nor writes an existing one")
    func readOnly() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("db.sqlite")
            let missing = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: path, mode: .readOnly) }
            #expect(missing?.kind == .cannotOpen)
            #expect(missing?.step == .open)
            #expect(!FileManager.default.fileExists(atPath: path))

            let writer = try SQLiteConnection(path: path)
            try writer.execute("CREATE TABLE t(x INTEGER)")
            try writer.run("INSERT INTO t VALUES (?)", [7])
            let reader = try SQLiteConnection(path: path, mode: .readOnly)
            #expect(try reader.query("SELECT x FROM t") { row throws(SQLiteError) in try row.int(0) } == [7])
            let error = #expect(throws: SQLiteError.self) { try reader.run("INSERT INTO t VALUES (8)") }
            #expect(error?.kind == .readOnly)
        }
    }

    @Test("values round-trip through bindings unchanged")
    func bindingsRoundTrip() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v ANY) STRICT")
        let values: [SQLiteValue] = [
            .null,
            .integer(0), .integer(Int64.max), .integer(Int64.min), .integer(-42),
            .real(3.25), .real(-0.5), .real(1e300),
            .text(""), .text("plain"), .text("Amélie — 東京 🎬"), .text("nul\u{0}inside"), .text("quote ' and \" and ;"),
            .blob([]), .blob([0, 1, 2, 255, 0]),
        ]
        for value in values {
            try connection.run("INSERT INTO t(v) VALUES (?)", [value])
        }
        let read = try connection.query("SELECT v FROM t ORDER BY id") { row throws(SQLiteError) in row[0] }
        #expect(read == values)

        let typed = try connection.query("SELECT ?, ?, ?, ?, ?", [SQLiteValue(5), SQLiteValue(2.5), SQLiteValue("x"), SQLiteValue(nil as String?), SQLiteValue(true)]) {
            row throws(SQLiteError) in
            (try row.int(0), try row.double(1), try row.string(2), try row.optionalString(3), try row.optionalInt(4), try row.double(0))
        }
        #expect(typed.count == 1)
        #expect(typed[0] == (5, 2.5, "x", nil, 1, 5.0))
    }

    @Test("row accessors reject a value of another type")
    func typeMismatch() throws {
        let connection = try SQLiteConnection.inMemory()
        let error = #expect(throws: SQLiteError.self) {
            _ = try connection.query("SELECT 'text' AS name") { row throws(SQLiteError) in try row.int(0) }
        }
        #expect(error?.kind == .typeMismatch)
        #expect(error?.message.contains("'name'") == true)
        let null = #expect(throws: SQLiteError.self) {
            _ = try connection.query("SELECT NULL") { row throws(SQLiteError) in try row.string(0) }
        }
        #expect(null?.kind == .typeMismatch)
        let outOfRange = #expect(throws: SQLiteError.self) {
            _ = try connection.query("SELECT 1") { row throws(SQLiteError) in try row.int(1) }
        }
        #expect(outOfRange?.kind == .typeMismatch)
    }

    @Test("a transaction commits, and rolls back and rethrows when its body throws")
    func transactions() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x INTEGER)")
        let returned = try connection.transaction {
            try connection.run("INSERT INTO t VALUES (1)")
            return "done"
        }
        #expect(returned == "done")
        #expect(throws: Boom.self) {
            try connection.transaction {
                try connection.run("INSERT INTO t VALUES (2)")
                try connection.run("INSERT INTO t VALUES (3)")
                throw Boom()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.query("SELECT x FROM t ORDER BY x") { row throws(SQLiteError) in try row.int(0) } == [1])
    }

    @Test("closures may throw any error, or stay typed when annotated")
    func closureErrors() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x TEXT); INSERT INTO t VALUES ('a'), ('b');")
        let untyped = try connection.query("SELECT x FROM t ORDER BY x") { row in try row.string(0) }
        #expect(untyped == ["a", "b"])
        #expect(throws: Boom.self) {
            _ = try connection.query("SELECT x FROM t") { _ -> Int in throw Boom() }
        }
        #expect(try connection.rows("SELECT x FROM t ORDER BY x DESC").map { $0[0] } == [.text("b"), .text("a")])

        func typed() throws(SQLiteError) -> Int {
            try connection.transaction { () throws(SQLiteError) -> Int in
                try connection.run("DELETE FROM t WHERE x = ?", ["a"])
            }
        }
        #expect(try typed() == 1)
        _ = try connection.transaction { () throws(SQLiteError) in
            try connection.run("INSERT INTO t VALUES ('c')")
        }
        #expect(try connection.query("SELECT x FROM t ORDER BY x") { row throws(SQLiteError) in try row.string(0) } == ["b", "c"])
    }

    @Test("a nested transaction that throws undoes only its own changes")
    func nestedTransactions() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x INTEGER)")
        try connection.transaction {
            try connection.run("INSERT INTO t VALUES (1)")
            #expect(connection.isInTransaction)
            _ = try? connection.transaction {
                try connection.run("INSERT INTO t VALUES (2)")
                throw Boom()
            }
            _ = try connection.transaction {
                try connection.run("INSERT INTO t VALUES (3)")
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.query("SELECT x FROM t ORDER BY x") { row throws(SQLiteError) in try row.int(0) } == [1, 3])
    }

    @Test("a statement is prepared once per SQL text and reused, also after a failure")
    func statementReuse() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x INTEGER UNIQUE)")
        #expect(connection.cachedStatementCount == 0)
        for value in 1...50 {
            try connection.run("INSERT INTO t VALUES (?)", [.integer(Int64(value))])
        }
        #expect(connection.cachedStatementCount == 1)
        let duplicate = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (?)", [1]) }
        #expect(duplicate?.kind == .constraint)
        #expect(duplicate?.step == .step)
        try connection.run("INSERT INTO t VALUES (?)", [51])
        #expect(connection.cachedStatementCount == 1)

        let count = "SELECT count(*) FROM t WHERE x > ?"
        #expect(try connection.query(count, [10]) { row throws(SQLiteError) in try row.int(0) } == [41])
        #expect(try connection.query(count, [50]) { row throws(SQLiteError) in try row.int(0) } == [1])
        #expect(connection.cachedStatementCount == 2)
    }

    @Test("run reports changed rows; a query's row closure may use the connection")
    func changesAndReentrancy() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x INTEGER); CREATE TABLE u(y INTEGER);")
        for value: SQLiteValue in [1, 2, 3] {
            try connection.run("INSERT INTO t VALUES (?)", [value])
        }
        #expect(connection.lastInsertRowID == 3)
        #expect(try connection.run("UPDATE t SET x = x + 10 WHERE x >= ?", [2]) == 2)
        _ = try connection.query("SELECT x FROM t") { row throws(SQLiteError) in
            try connection.run("INSERT INTO u VALUES (?)", [row[0]])
        }
        #expect(try connection.query("SELECT y FROM u ORDER BY y") { row throws(SQLiteError) in try row.int(0) } == [1, 12, 13])
    }

    @Test("misuse is a typed error: scripts in run, wrong binding count, bad SQL, closed connection")
    func misuse() throws {
        let connection = try SQLiteConnection.inMemory()
        try connection.execute("CREATE TABLE t(x INTEGER)")
        let script = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)") }
        #expect(script?.step == .prepare)
        #expect(try connection.query("SELECT count(*) FROM t") { row throws(SQLiteError) in try row.int(0) } == [0])
        try connection.run("INSERT INTO t VALUES (1); -- a trailing comment is fine")

        let bindings = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (?)", [1, 2]) }
        #expect(bindings?.step == .bind)
        let syntax = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO nowhere VALUES (1)") }
        #expect(syntax?.step == .prepare)
        #expect(syntax?.message.contains("no such table") == true)
        #expect(syntax?.description.contains(":memory:") == true)

        connection.close()
        let closed = #expect(throws: SQLiteError.self) { try connection.run("SELECT 1") }
        #expect(closed?.kind == .closed)
    }

    @Test("a file that is not a database gives a typed error, in both modes")
    func garbageFile() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("garbage.sqlite")
            let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 13) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for mode in [SQLiteConnection.Mode.readWrite, .readOnly] {
                let error = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: path, mode: mode) }
                #expect(error?.kind == .notADatabase)
                #expect(error?.path == path)
                #expect(error?.description.contains("not a SQLite database") == true)
            }
        }
    }

    @Test("writes from many tasks are serialized; a second connection sees committed data")
    func concurrentUse() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("shared.sqlite")
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE t(task INTEGER, n INTEGER)")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for n in 0..<25 {
                            _ = try connection.transaction {
                                try connection.run("INSERT INTO t VALUES (?, ?)", [.integer(Int64(task)), .integer(Int64(n))])
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let other = try SQLiteConnection(path: path, mode: .readOnly)
            #expect(try other.query("SELECT count(*) FROM t") { row throws(SQLiteError) in try row.int(0) } == [200])
        }
    }
}
