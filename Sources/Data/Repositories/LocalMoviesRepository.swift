import Domain

/// Movies from the catalog on this machine. There is no cache in front of it, so `cached` is never
/// called.
public struct LocalMoviesRepository: MoviesRepository, MovieDetailsRepository, MoviesLookupRepository {
    private let catalog: MoviesCatalog

    public init(catalog: MoviesCatalog) {
        self.catalog = catalog
    }

    public func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        try catalog.search(query: query.query, page: page)
    }

    /// The films by id, read as the catalog's searches read them.
    public func fetchMovies(ids: [Movie.Identifier]) async throws -> [Movie] {
        try catalog.movies(ids: ids)
    }

    /// The catalog row is already complete: details are the same film, read again by id.
    public func fetchMovieDetails(movieID: Movie.Identifier) async throws -> Movie {
        guard let movie = try catalog.movie(id: movieID) else {
            throw MoviesCatalogError.movieNotFound(id: movieID)
        }
        return movie
    }
}
