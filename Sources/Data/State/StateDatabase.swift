import Infrastructure

/// The SQLite file holding Marquee's state between runs: recent queries, and whatever later
/// migrations of ``StateDatabaseSchema`` add.
public enum StateDatabase {
    /// Where the state lives unless `--state` says otherwise, relative to the working directory.
    public static let defaultPath = ".marquee/state.sqlite"

    /// Opens (creating the file and its directory when missing) and migrates the state database.
    ///
    /// - Throws: ``SQLiteError``, e.g. of kind `.notADatabase` or `.schemaTooNew` for a file this
    ///   program cannot use.
    public static func open(path: String = defaultPath) throws(SQLiteError) -> SQLiteConnection {
        try SQLiteDatabaseFile.open(path: path, migrator: StateDatabaseSchema.migrator)
    }
}
