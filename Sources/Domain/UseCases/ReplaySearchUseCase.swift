/// Answers a search whose results are already known (an earlier build ran it on the same source
/// with the same settings) without running it again.
public protocol ReplaySearchUseCase: Sendable {
    /// The films with `movieIDs`, in that order, as the search found them; the query is saved to
    /// the recent searches, as a search that succeeds saves it.
    func execute(query: MovieQuery, movieIDs: [Movie.Identifier]) async throws -> [Movie]
}

/// Reads the films again by their identifiers and saves the query to the recent searches.
public struct DefaultReplaySearchUseCase: ReplaySearchUseCase {
    private let moviesLookupRepository: MoviesLookupRepository
    private let moviesQueriesRepository: MoviesQueriesRepository

    public init(moviesLookupRepository: MoviesLookupRepository, moviesQueriesRepository: MoviesQueriesRepository) {
        self.moviesLookupRepository = moviesLookupRepository
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(query: MovieQuery, movieIDs: [Movie.Identifier]) async throws -> [Movie] {
        let movies = try await moviesLookupRepository.fetchMovies(ids: movieIDs)
        try await moviesQueriesRepository.saveRecentQuery(query: query)
        return movies
    }
}
