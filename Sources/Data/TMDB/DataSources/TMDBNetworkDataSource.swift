import Infrastructure

/// TMDB over HTTP, through a ``DataTransferService``.
public struct TMDBNetworkDataSource: TMDBRemoteDataSource {
    private let dataTransferService: DataTransferService
    private let credentialVariable: String?

    /// - Parameter credentialVariable: the environment variable holding the key, named when TMDB
    ///   refuses it.
    public init(dataTransferService: DataTransferService, credentialVariable: String?) {
        self.dataTransferService = dataTransferService
        self.credentialVariable = credentialVariable
    }

    public func searchMovies(_ request: MoviesRequestDTO) async throws(TMDBError) -> MoviesResponseDTO {
        try await send(TMDBEndpoints.searchMovies(request))
    }

    public func movieDetails(id: Int, language: String) async throws(TMDBError) -> MovieDetailsDTO {
        try await send(TMDBEndpoints.movieDetails(id: id, language: language))
    }

    public func movieGenres(language: String) async throws(TMDBError) -> GenresResponseDTO {
        try await send(TMDBEndpoints.movieGenres(language: language))
    }

    public func configuration() async throws(TMDBError) -> TMDBConfigurationResponseDTO {
        try await send(TMDBEndpoints.configuration())
    }

    private func send<Response>(_ endpoint: Endpoint<Response>) async throws(TMDBError) -> Response {
        do {
            return try await dataTransferService.request(endpoint)
        } catch {
            throw TMDBError(error, credentialVariable: credentialVariable)
        }
    }
}
