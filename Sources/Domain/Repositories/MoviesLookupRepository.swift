/// A source that gives films by their identifiers, many at once, as its searches give them: the
/// catalog on this machine (TMDB has no such call).
public protocol MoviesLookupRepository: Sendable {
    /// The films with `ids` that the source has, in the order of `ids`; those it does not have
    /// are left out.
    func fetchMovies(ids: [Movie.Identifier]) async throws -> [Movie]
}
