/// What the recent-searches list asks for.
public struct FetchRecentMovieQueriesUseCaseRequestValue: Sendable, Hashable {
    public let maxCount: Int

    public init(maxCount: Int) {
        self.maxCount = maxCount
    }
}

/// Reads the recent searches, newest first.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    func execute(requestValue: FetchRecentMovieQueriesUseCaseRequestValue) async throws -> [MovieQuery]
}

/// Reads the recent searches from the queries repository.
public struct DefaultFetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase {
    private let moviesQueriesRepository: MoviesQueriesRepository

    public init(moviesQueriesRepository: MoviesQueriesRepository) {
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(requestValue: FetchRecentMovieQueriesUseCaseRequestValue) async throws -> [MovieQuery] {
        try await moviesQueriesRepository.fetchRecentsQueries(maxCount: requestValue.maxCount)
    }
}
