import CSQLite
import Foundation

/// A connection to one SQLite database file.
///
/// Writable files use WAL journaling with `synchronous = NORMAL` and `secure_delete = FAST`
/// (deleted content is not overwritten with zeros when that costs more writes, as Debian's SQLite
/// does by default: a replaced build memo of megabytes would be written twice more). Every
/// connection enforces foreign keys and waits up to a busy timeout for locks held by other
/// processes. Statements run through ``run(_:_:)`` and ``query(_:_:row:)`` are prepared once per
/// SQL text and reused, so pass values as bindings rather than splicing them into the SQL.
///
/// The class is `@unchecked Sendable` because SQLite handles are not safe to use from two threads at
/// once: every access to the handle, the statement cache and the transaction depth happens while an
/// `NSRecursiveLock` is held. The lock is recursive so that a ``transaction(_:)`` body can call the
/// connection again, and it is held for the whole transaction so that no other thread's statement
/// can slip into it.
public final class SQLiteConnection: @unchecked Sendable {
    /// The file this connection opened, or `:memory:`.
    public let path: String
    public let mode: Mode

    private let lock = NSRecursiveLock()
    private var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]
    private var transactionDepth = 0

    /// More distinct SQL texts than this and the statement cache starts over.
    private static let statementCacheLimit = 256

    /// Opens (and in `.readWrite` mode creates) the database at `path`.
    ///
    /// - Parameters:
    ///   - path: a file path, or `:memory:` for a private in-memory database.
    ///   - busyTimeoutMilliseconds: how long to wait for another connection's lock before failing
    ///     with ``SQLiteError/Kind/busy``.
    /// - Throws: ``SQLiteError`` when the file cannot be opened or is not a SQLite database.
    public init(path: String, mode: Mode = .readWrite, busyTimeoutMilliseconds: Int = 5000) throws(SQLiteError) {
        self.path = path
        self.mode = mode
        var database: OpaquePointer?
        let code = sqlite3_open_v2(path, &database, mode.openFlags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let database else {
            let error = database.map { SQLiteError(step: .open, path: path, database: $0, message: String(cString: sqlite3_errmsg($0))) }
                ?? SQLiteError(step: .open, path: path, code: code, message: String(cString: sqlite3_errstr(code)))
            sqlite3_close_v2(database)
            throw error
        }
        sqlite3_extended_result_codes(database, 1)
        sqlite3_busy_timeout(database, Int32(clamping: busyTimeoutMilliseconds))
        handle = database
        do {
            try configure()
        } catch {
            close()
            throw error
        }
    }

    /// Opens a private, empty in-memory database.
    public static func inMemory() throws(SQLiteError) -> SQLiteConnection {
        try SQLiteConnection(path: ":memory:")
    }

    deinit {
        close()
    }

    /// Finalizes the cached statements and closes the database. Later calls throw
    /// ``SQLiteError/Kind/closed``. Closing twice does nothing.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        statements.values.forEach { $0.finalize() }
        statements.removeAll()
        if let handle {
            sqlite3_close_v2(handle)
        }
        handle = nil
    }

    /// Runs one or more SQL statements separated by semicolons, without bindings (for schemas and
    /// pragmas). Result rows are discarded.
    public func execute(_ sql: String) throws(SQLiteError) {
        try execute(sql, step: .execute)
    }

    /// Runs one statement with `values` bound to its parameters (`?`, `?1`, ...) in order.
    ///
    /// - Returns: the number of rows the statement inserted, updated or deleted.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        try withDatabase { database throws(SQLiteError) in
            let statement = try cachedStatement(sql, database: database)
            defer { statement.reset() }
            try statement.bind(values, database: database, path: path)
            while true {
                let code = sqlite3_step(statement.handle)
                if code == SQLITE_DONE { break }
                if code != SQLITE_ROW { throw failure(.step, code: code, database: database, sql: sql) }
            }
            return Int(sqlite3_changes(database))
        }
    }

    /// Runs one statement with `values` bound and maps every result row with `row`.
    ///
    /// Rows are read completely before `row` is called, so `row` may use the connection again.
    /// This overload keeps the error typed; a closure that throws other errors (or is not
    /// annotated `row throws(SQLiteError) in` and calls throwing code) uses the untyped one.
    public func query<T>(
        _ sql: String,
        _ values: [SQLiteValue] = [],
        row: (SQLiteRow) throws(SQLiteError) -> T
    ) throws(SQLiteError) -> [T] {
        var results: [T] = []
        for value in try rows(sql, values) {
            results.append(try row(value))
        }
        return results
    }

    /// Runs one statement with `values` bound and maps every result row with `row`, which may
    /// throw any error.
    ///
    /// - Throws: ``SQLiteError``, or what `row` threw.
    public func query<T>(
        _ sql: String,
        _ values: [SQLiteValue] = [],
        row: (SQLiteRow) throws -> T
    ) throws -> [T] {
        var results: [T] = []
        for value in try rows(sql, values) {
            results.append(try row(value))
        }
        return results
    }

    /// Runs one statement with `values` bound and returns all its result rows.
    public func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        try withDatabase { database throws(SQLiteError) -> [SQLiteRow] in
            let statement = try cachedStatement(sql, database: database)
            defer { statement.reset() }
            try statement.bind(values, database: database, path: path)
            var rows: [SQLiteRow] = []
            while true {
                let code = sqlite3_step(statement.handle)
                if code == SQLITE_DONE { break }
                guard code == SQLITE_ROW else { throw failure(.step, code: code, database: database, sql: sql) }
                rows.append(statement.currentRow(path: path))
            }
            return rows
        }
    }

    /// Runs `body` in a transaction: `BEGIN IMMEDIATE` before, `COMMIT` after, `ROLLBACK` when
    /// `body` throws. Nested calls use savepoints, so an inner failure undoes only the inner part.
    ///
    /// No other thread can use the connection until the transaction ends.
    ///
    /// - Throws: the error `body` threw (after rolling back), or ``SQLiteError`` when the
    ///   transaction cannot begin or commit.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(mapError: { $0 }, body)
    }

    /// The same transaction for a body that throws only ``SQLiteError`` (annotate the closure
    /// `() throws(SQLiteError) in`), keeping the error typed.
    public func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try transaction(mapError: { $0 }, body)
    }

    /// The same transaction for a body with another typed error: a failure to begin or commit is
    /// turned into that type by `mapError`.
    public func transaction<T, E: Error>(
        mapError: (SQLiteError) -> E,
        _ body: () throws(E) -> T
    ) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        let depth = transactionDepth
        let savepoint = "sqlite_connection_savepoint_\(depth)"
        do {
            try execute(depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)", step: .transaction)
        } catch {
            throw mapError(error)
        }
        transactionDepth += 1
        let result: T
        do {
            result = try body()
        } catch {
            transactionDepth -= 1
            rollBack(to: depth == 0 ? nil : savepoint)
            throw error
        }
        transactionDepth -= 1
        do {
            try execute(depth == 0 ? "COMMIT" : "RELEASE \(savepoint)", step: .transaction)
        } catch {
            rollBack(to: depth == 0 ? nil : savepoint)
            throw mapError(error)
        }
        return result
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool {
        lock.lock()
        defer { lock.unlock() }
        return handle.map { sqlite3_get_autocommit($0) == 0 } ?? false
    }

    /// The rowid of the last row inserted on this connection.
    public var lastInsertRowID: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return handle.map { sqlite3_last_insert_rowid($0) } ?? 0
    }

    /// How many prepared statements are cached (one per distinct SQL text); for diagnostics and
    /// tests.
    public var cachedStatementCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return statements.count
    }

    private func configure() throws(SQLiteError) {
        // Reading the schema touches page 1, so a file that is not a database fails here, at open.
        try execute("PRAGMA foreign_keys = ON; SELECT count(*) FROM sqlite_schema;", step: .open)
        if mode == .readWrite, path != ":memory:", !path.isEmpty {
            try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = FAST;", step: .configure)
        }
    }

    private func execute(_ sql: String, step: SQLiteError.Step) throws(SQLiteError) {
        try withDatabase { database throws(SQLiteError) in
            var errorMessage: UnsafeMutablePointer<CChar>?
            let code = sqlite3_exec(database, sql, nil, nil, &errorMessage)
            guard code == SQLITE_OK else {
                let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
                sqlite3_free(errorMessage)
                throw SQLiteError(step: step, path: path, database: database, message: message)
            }
        }
    }

    private func rollBack(to savepoint: String?) {
        guard let handle, sqlite3_get_autocommit(handle) == 0 else { return }
        let sql = savepoint.map { "ROLLBACK TO \($0); RELEASE \($0);" } ?? "ROLLBACK"
        sqlite3_exec(handle, sql, nil, nil, nil)
    }

    private func withDatabase<T>(_ body: (OpaquePointer) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let handle else {
            throw SQLiteError(
                step: .execute, path: path, code: SQLITE_MISUSE,
                message: "the connection is closed", kind: .closed
            )
        }
        return try body(handle)
    }

    private func cachedStatement(_ sql: String, database: OpaquePointer) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] {
            return statement
        }
        var prepared: OpaquePointer?
        var hasTrailingStatement = false
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(database, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                var next: OpaquePointer?
                let nextCode = sqlite3_prepare_v2(database, tail, -1, &next, nil)
                hasTrailingStatement = nextCode != SQLITE_OK || next != nil
                sqlite3_finalize(next)
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw failure(.prepare, code: code, database: database, sql: sql)
        }
        guard let prepared else {
            throw SQLiteError(step: .prepare, path: path, code: SQLITE_MISUSE, message: "no SQL statement in: \(sql)", kind: .other)
        }
        guard !hasTrailingStatement else {
            sqlite3_finalize(prepared)
            throw SQLiteError(
                step: .prepare, path: path, code: SQLITE_MISUSE,
                message: "run and query take one statement; use execute for scripts: \(sql)", kind: .other
            )
        }
        if statements.count >= Self.statementCacheLimit {
            statements.values.forEach { $0.finalize() }
            statements.removeAll()
        }
        let statement = SQLiteStatement(handle: prepared, sql: sql)
        statements[sql] = statement
        return statement
    }

    private func failure(_ step: SQLiteError.Step, code: Int32, database: OpaquePointer, sql: String) -> SQLiteError {
        SQLiteError(step: step, path: path, database: database, message: "\(String(cString: sqlite3_errmsg(database))) in: \(sql)")
    }
}
