/// Where a movie's full details come from.
public protocol MovieDetailsRepository: Sendable {
    /// The movie with every detail the source has (runtime, genres by name, ...).
    func fetchMovieDetails(movieID: Movie.Identifier) async throws -> Movie
    /// The same, saying when the details are an older stored copy because the source failed.
    func fetchMovieDetailsResult(movieID: Movie.Identifier) async throws -> MovieDetailsResult
}

extension MovieDetailsRepository {
    /// For a source that keeps no older copies: its details are always fresh.
    public func fetchMovieDetailsResult(movieID: Movie.Identifier) async throws -> MovieDetailsResult {
        MovieDetailsResult(movie: try await fetchMovieDetails(movieID: movieID))
    }
}
