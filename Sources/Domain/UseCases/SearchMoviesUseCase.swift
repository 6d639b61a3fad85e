/// What a search asks for.
public struct SearchMoviesUseCaseRequestValue: Sendable, Hashable {
    public let query: MovieQuery
    /// 1-based page number.
    public let page: Int

    public init(query: MovieQuery, page: Int) {
        self.query = query
        self.page = page
    }
}

/// Searches movies page by page.
public protocol SearchMoviesUseCase: Sendable {
    /// Fetches one page; `cached` may see an earlier copy of it first.
    func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage
}

/// Fetches a page from the movies repository and, only when that fetch succeeded, saves the query
/// to the recent searches.
public struct DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    private let moviesRepository: MoviesRepository
    private let moviesQueriesRepository: MoviesQueriesRepository

    public init(moviesRepository: MoviesRepository, moviesQueriesRepository: MoviesQueriesRepository) {
        self.moviesRepository = moviesRepository
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let page = try await moviesRepository.fetchMoviesList(
            query: requestValue.query,
            page: requestValue.page,
            cached: cached
        )
        try await moviesQueriesRepository.saveRecentQuery(query: requestValue.query)
        return page
    }
}
