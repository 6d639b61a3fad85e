import Domain

extension MovieDetailsViewModel {
    /// Loads the movie's full details through `fetchMovieDetailsUseCase`; when that fails, the page
    /// shows what the results list knew, and `error` says why.
    public static func load(
        movie: Movie,
        fetchMovieDetailsUseCase: FetchMovieDetailsUseCase,
        posterURLBuilder: PosterURLBuilder = .none
    ) async -> (viewModel: MovieDetailsViewModel, error: String?) {
        do {
            let details = try await fetchMovieDetailsUseCase.execute(requestValue: .init(movieID: movie.id))
            return (MovieDetailsViewModel(movie: details, posterURLBuilder: posterURLBuilder), nil)
        } catch {
            return (MovieDetailsViewModel(movie: movie, posterURLBuilder: posterURLBuilder), String(describing: error))
        }
    }
}
