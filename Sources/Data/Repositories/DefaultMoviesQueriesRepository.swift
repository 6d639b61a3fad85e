import Domain

/// The recent searches, kept in a ``MoviesQueriesStorage``.
public struct DefaultMoviesQueriesRepository: MoviesQueriesRepository {
    private let moviesQueriesPersistentStorage: MoviesQueriesStorage

    public init(moviesQueriesPersistentStorage: MoviesQueriesStorage) {
        self.moviesQueriesPersistentStorage = moviesQueriesPersistentStorage
    }

    public func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] {
        try await moviesQueriesPersistentStorage.fetchRecentsQueries(maxCount: maxCount)
    }

    public func saveRecentQuery(query: MovieQuery) async throws {
        try await moviesQueriesPersistentStorage.saveRecentQuery(query: query)
    }
}
