/// The recent searches.
public protocol MoviesQueriesRepository: Sendable {
    /// The most recent queries, newest first, at most `maxCount`.
    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery]

    /// Saves `query` as the most recent one; a query already stored moves to the top instead of
    /// being repeated.
    func saveRecentQuery(query: MovieQuery) async throws
}
