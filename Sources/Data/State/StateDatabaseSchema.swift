import Infrastructure

/// The schema of the state database (`.marquee/state.sqlite`), one migration per version.
///
/// Append new migrations at the end with the next version number; never edit or reorder the ones
/// already released, since files in the field are at those versions.
public enum StateDatabaseSchema {
    public static let migrations: [SQLiteMigration] = [
        SQLiteMigration(version: 1, sql: """
            CREATE TABLE recent_queries (
                id INTEGER PRIMARY KEY,
                query TEXT NOT NULL,
                normalized_query TEXT NOT NULL UNIQUE,
                sequence INTEGER NOT NULL
            );
            CREATE INDEX recent_queries_by_sequence ON recent_queries (sequence DESC);
            """),
    ]

    /// A migrator over ``migrations``.
    public static var migrator: SQLiteMigrator {
        SQLiteMigrator(migrations: migrations)
    }
}
