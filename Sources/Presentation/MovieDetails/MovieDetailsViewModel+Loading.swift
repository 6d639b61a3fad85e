import Domain

extension MovieDetailsViewModel {
    /// Loads the movie's full details through `fetchMovieDetailsUseCase`; when that fails, the page
    /// shows what the results list knew, and `error` says why; when the details are an older
    /// stored copy, `stale` says why the fresh ones could not be had.
    public static func load(
        movie: Movie,
        fetchMovieDetailsUseCase: FetchMovieDetailsUseCase,
        posterURLBuilder: PosterURLBuilder = .none,
        localization: Localization = .english
    ) async -> (viewModel: MovieDetailsViewModel, error: String?, stale: String?) {
        do {
            let details = try await fetchMovieDetailsUseCase.executeNotingStaleness(requestValue: .init(movieID: movie.id))
            return (MovieDetailsViewModel(movie: details.movie, posterURLBuilder: posterURLBuilder, localization: localization), nil, details.staleReason)
        } catch {
            return (MovieDetailsViewModel(movie: movie, posterURLBuilder: posterURLBuilder, localization: localization), String(describing: error), nil)
        }
    }
}
