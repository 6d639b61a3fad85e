/// The remote side under `--offline`: every request fails at once with ``TMDBError/offline``, so
/// repositories fall back to what is cached. A search served from the cache this way still counts
/// as stale (the fresh page could not be had), and one with nothing cached fails.
public struct OfflineTMDBDataSource: TMDBRemoteDataSource {
    public init() {}

    public func searchMovies(_ request: MoviesRequestDTO) async throws(TMDBError) -> MoviesResponseDTO {
        throw .offline
    }

    public func movieDetails(id: Int, language: String) async throws(TMDBError) -> MovieDetailsDTO {
        throw .offline
    }

    public func movieGenres(language: String) async throws(TMDBError) -> GenresResponseDTO {
        throw .offline
    }

    public func configuration() async throws(TMDBError) -> TMDBConfigurationResponseDTO {
        throw .offline
    }
}
