import Domain
import Infrastructure

/// Recent searches in the `recent_queries` table of the state database.
///
/// Rows are ordered by a sequence number that grows by one with every save, never by wall-clock
/// time, so saves in the same millisecond (or across a clock change) keep their order.
public struct SQLiteMoviesQueriesStorage: MoviesQueriesStorage {
    /// How many queries are kept unless told otherwise.
    public static let defaultMaxStorageLimit = 10

    /// How many queries are kept; older ones are deleted when a save goes past it.
    public let maxStorageLimit: Int
    private let connection: SQLiteConnection

    /// - Parameters:
    ///   - connection: a state database opened with ``StateDatabase/open(path:)``.
    ///   - maxStorageLimit: at least 1.
    public init(connection: SQLiteConnection, maxStorageLimit: Int = defaultMaxStorageLimit) {
        self.connection = connection
        self.maxStorageLimit = max(1, maxStorageLimit)
    }

    public func fetchRecentsQueries(maxCount: Int) async throws(SQLiteError) -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        return try connection.query(
            "SELECT query, searched_at FROM recent_queries ORDER BY sequence DESC LIMIT ?",
            [.integer(Int64(maxCount))]
        ) { row throws(SQLiteError) in
            MovieQuery(query: try row.string(0), searchedAt: try row.optionalInt64(1))
        }
    }

    public func saveRecentQuery(query: MovieQuery) async throws(SQLiteError) {
        try await saveRecentQueries([query])
    }

    /// Saves `queries` oldest first (the last one becomes the most recent) in one transaction.
    public func saveRecentQueries(_ queries: [MovieQuery]) async throws(SQLiteError) {
        let keys = queries.compactMap { RecentQueryKey($0.query) }
        guard !keys.isEmpty else { return }
        try connection.transaction { () throws(SQLiteError) in
            for key in keys {
                try insert(key)
            }
            try connection.run(
                """
                DELETE FROM recent_queries WHERE id NOT IN (
                    SELECT id FROM recent_queries ORDER BY sequence DESC LIMIT ?
                )
                """,
                [.integer(Int64(maxStorageLimit))]
            )
            PausePoint.stateWrite.reach()
        }
    }

    private func insert(_ key: RecentQueryKey) throws(SQLiteError) {
        try connection.run(
            """
            INSERT INTO recent_queries (query, normalized_query, sequence, searched_at)
            VALUES (?1, ?2, (SELECT coalesce(max(sequence), 0) + 1 FROM recent_queries), CAST(strftime('%s', 'now') AS INTEGER))
            ON CONFLICT (normalized_query) DO UPDATE
                SET query = excluded.query, sequence = excluded.sequence, searched_at = excluded.searched_at
            """,
            [.text(key.text), .text(key.normalized)]
        )
    }
}
