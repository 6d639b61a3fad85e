import Infrastructure

/// Opens the SQLite files Marquee keeps: creates the parent directory when missing, then brings
/// the schema up to date.
enum SQLiteDatabaseFile {
    static func open(path: String, migrator: SQLiteMigrator) throws(SQLiteError) -> SQLiteConnection {
        try SQLiteConnection.createParentDirectory(of: path)
        let connection = try SQLiteConnection(path: path)
        try migrator.migrate(connection)
        return connection
    }
}
