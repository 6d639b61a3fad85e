import CSQLite

/// Brings a database's schema up to date, tracking the version in `PRAGMA user_version`.
///
/// Each pending migration runs in its own transaction together with the version bump, so a failed
/// migration leaves the file at the previous version. The version is read again inside each
/// transaction, so two processes migrating the same file at once apply every step only once.
public struct SQLiteMigrator: Sendable {
    public let migrations: [SQLiteMigration]

    /// - Parameter migrations: in increasing `version` order, starting at 1 or more.
    public init(migrations: [SQLiteMigration]) {
        self.migrations = migrations
    }

    /// The version a fully migrated database has; 0 without migrations.
    public var latestVersion: Int {
        migrations.last?.version ?? 0
    }

    /// The schema version recorded in the database (0 for a new file).
    public func currentVersion(of connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.query("PRAGMA user_version") { row throws(SQLiteError) in try row.int(0) }.first ?? 0
    }

    /// Applies the migrations the database does not have yet.
    ///
    /// - Returns: the versions applied, in order (empty when the database was up to date).
    /// - Throws: ``SQLiteError`` of kind ``SQLiteError/Kind/schemaTooNew(fileVersion:knownVersion:)``
    ///   when the file is newer than these migrations, ``SQLiteError/Kind/notADatabase`` for a file
    ///   that is not a database, or the error of the failing migration.
    @discardableResult
    public func migrate(_ connection: SQLiteConnection) throws(SQLiteError) -> [Int] {
        try validate(path: connection.path)
        try checkNotTooNew(try currentVersion(of: connection), path: connection.path)
        var applied: [Int] = []
        for migration in migrations {
            do {
                let didApply = try connection.transaction { () throws(SQLiteError) -> Bool in
                    let current = try currentVersion(of: connection)
                    try checkNotTooNew(current, path: connection.path)
                    guard current < migration.version else { return false }
                    try connection.execute(migration.sql)
                    try connection.execute("PRAGMA user_version = \(migration.version)")
                    return true
                }
                if didApply {
                    applied.append(migration.version)
                }
            } catch {
                throw SQLiteError(
                    step: .migrate, path: error.path, code: error.code,
                    message: "migration to version \(migration.version): \(error.message)", kind: error.kind
                )
            }
        }
        return applied
    }

    private func checkNotTooNew(_ version: Int, path: String) throws(SQLiteError) {
        guard version > latestVersion else { return }
        throw SQLiteError(
            step: .migrate, path: path, code: SQLITE_ERROR,
            message: "the file has schema version \(version), newer than \(latestVersion)",
            kind: .schemaTooNew(fileVersion: version, knownVersion: latestVersion)
        )
    }

    private func validate(path: String) throws(SQLiteError) {
        var previous = 0
        for migration in migrations {
            guard migration.version > previous else {
                throw SQLiteError(
                    step: .migrate, path: path, code: SQLITE_ERROR,
                    message: "migration versions must start at 1 and increase; \(migration.version) follows \(previous)",
                    kind: .invalidMigrations
                )
            }
            previous = migration.version
        }
    }
}
