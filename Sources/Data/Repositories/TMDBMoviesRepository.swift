import Domain

/// Search pages from TMDB, cached first, then remote: a cached copy of the page (if any) goes to
/// `cached` at once, then the page is fetched, stored and returned. When the fetch fails the error
/// is thrown even after a cached copy was delivered, so the caller knows that copy is stale and
/// does not count the search as a success.
public struct TMDBMoviesRepository: MoviesRepository {
    private let remote: TMDBRemoteDataSource
    private let storage: MoviesResponseStorage
    private let referenceData: TMDBReferenceData
    private let language: String
    private let includeAdult: Bool

    public init(
        remote: TMDBRemoteDataSource,
        storage: MoviesResponseStorage,
        referenceData: TMDBReferenceData,
        language: String,
        includeAdult: Bool = false
    ) {
        self.remote = remote
        self.storage = storage
        self.referenceData = referenceData
        self.language = language
        self.includeAdult = includeAdult
    }

    /// - Throws: ``TMDBError`` (e.g. ``TMDBError/pageOutOfRange(page:)`` past page 500, without
    ///   asking TMDB).
    public func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        guard (1...TMDBConfiguration.maxPageNumber).contains(page) else {
            throw TMDBError.pageOutOfRange(page: page)
        }
        let request = MoviesRequestDTO(query: query.query, page: page, language: language, includeAdult: includeAdult)
        if let cachedResponse = try? await storage.response(for: request) {
            await cached(cachedResponse.toDomain(genreNames: await referenceData.genreNames()))
        }
        let response = try await remote.searchMovies(request)
        try? await storage.save(response, for: request)
        return response.toDomain(genreNames: await referenceData.genreNames())
    }
}
