import Infrastructure

/// Opens the SQLite files Marquee keeps: creates the parent directory when missing, then brings
/// the schema up to date.
enum SQLiteDatabaseFile {
    /// - Parameter busyTimeoutMilliseconds: how long to wait for another process's write (see
    ///   ``SQLiteConnection/init(path:mode:busyTimeoutMilliseconds:)``).
    static func open(path: String, migrator: SQLiteMigrator, busyTimeoutMilliseconds: Int = 5000) throws(SQLiteError) -> SQLiteConnection {
        try SQLiteConnection.createParentDirectory(of: path)
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        try migrator.migrate(connection)
        return connection
    }
}
