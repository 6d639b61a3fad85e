import Domain

/// Where recent searches are kept.
public protocol MoviesQueriesStorage: Sendable {
    /// The most recent queries, newest first, at most `maxCount` (none when `maxCount` ≤ 0).
    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery]

    /// Stores `query` as the newest one. A query already stored (compared case-insensitively,
    /// ignoring surrounding whitespace) moves to the top with the new spelling instead of being
    /// repeated; a blank query is ignored.
    func saveRecentQuery(query: MovieQuery) async throws

    /// Stores `queries` as if saved one after another, oldest first, all at once.
    func saveRecentQueries(_ queries: [MovieQuery]) async throws
}
