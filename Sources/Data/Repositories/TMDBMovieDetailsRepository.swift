import Domain

/// A movie's details from TMDB's `movie/{id}`, stored after every fetch; when TMDB cannot be
/// reached (or under `--offline`) the stored copy is used.
public struct TMDBMovieDetailsRepository: MovieDetailsRepository {
    private let remote: TMDBRemoteDataSource
    private let storage: ResponseDocumentStorage
    private let language: String

    public init(remote: TMDBRemoteDataSource, storage: ResponseDocumentStorage, language: String) {
        self.remote = remote
        self.storage = storage
        self.language = language
    }

    /// - Throws: ``TMDBError`` when the fetch fails and nothing is stored.
    public func fetchMovieDetails(movieID: Movie.Identifier) async throws -> Movie {
        try await fetchMovieDetailsResult(movieID: movieID).movie
    }

    /// The details, fresh or, when the fetch fails, the stored copy with the failure as its
    /// `staleReason`.
    /// - Throws: ``TMDBError`` when the fetch fails and nothing is stored.
    public func fetchMovieDetailsResult(movieID: Movie.Identifier) async throws -> MovieDetailsResult {
        guard let id = Int(movieID), id > 0 else { throw TMDBError.invalidMovieID(movieID) }
        let key = TMDBEndpoints.movieDetails(id: id, language: language).cacheKey
        do {
            let details = try await remote.movieDetails(id: id, language: language)
            try? await storage.save(details, forKey: key)
            return MovieDetailsResult(movie: details.toDomain())
        } catch {
            if let stored = try? await storage.document(MovieDetailsDTO.self, forKey: key) {
                return MovieDetailsResult(movie: stored.toDomain(), staleReason: SourceProblem(error))
            }
            throw error
        }
    }
}
