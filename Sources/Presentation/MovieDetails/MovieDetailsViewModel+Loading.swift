import Domain

extension MovieDetailsViewModel {
    /// Loads the movie's full details through `fetchMovieDetailsUseCase`; when that fails, the page
    /// shows what the results list knew, and `problem` says why; when the details are an older
    /// stored copy, `problem` says why the fresh ones could not be had.
    public static func load(
        movie: Movie,
        fetchMovieDetailsUseCase: FetchMovieDetailsUseCase,
        posterURLBuilder: PosterURLBuilder = .none,
        localization: Localization = .english
    ) async -> (viewModel: MovieDetailsViewModel, problem: MovieDetailsProblem?) {
        do {
            let details = try await fetchMovieDetailsUseCase.executeNotingStaleness(requestValue: .init(movieID: movie.id))
            let viewModel = MovieDetailsViewModel(movie: details.movie, posterURLBuilder: posterURLBuilder, localization: localization)
            let problem = details.staleReason.map { MovieDetailsProblem(status: .stale, problem: $0, movie: movie, localization: localization) }
            return (viewModel, problem)
        } catch {
            let viewModel = MovieDetailsViewModel(movie: movie, posterURLBuilder: posterURLBuilder, localization: localization)
            return (viewModel, MovieDetailsProblem(status: .unavailable, problem: SourceProblem(error), movie: movie, localization: localization))
        }
    }
}
