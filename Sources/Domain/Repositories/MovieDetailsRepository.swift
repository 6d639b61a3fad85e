/// Where a movie's full details come from.
public protocol MovieDetailsRepository: Sendable {
    /// The movie with every detail the source has (runtime, genres by name, ...).
    func fetchMovieDetails(movieID: Movie.Identifier) async throws -> Movie
}
