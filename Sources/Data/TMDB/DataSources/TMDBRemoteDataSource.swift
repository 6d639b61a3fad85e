/// Where TMDB's answers come from when they are not cached.
public protocol TMDBRemoteDataSource: Sendable {
    func searchMovies(_ request: MoviesRequestDTO) async throws(TMDBError) -> MoviesResponseDTO
    func movieDetails(id: Int, language: String) async throws(TMDBError) -> MovieDetailsDTO
    func movieGenres(language: String) async throws(TMDBError) -> GenresResponseDTO
    func configuration() async throws(TMDBError) -> TMDBConfigurationResponseDTO
}
