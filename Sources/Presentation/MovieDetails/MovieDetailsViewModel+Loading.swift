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
        let (details, problem) = await loadDetails(movie: movie, fetchMovieDetailsUseCase: fetchMovieDetailsUseCase, localization: localization)
        return (MovieDetailsViewModel(movie: details, posterURLBuilder: posterURLBuilder, localization: localization), problem)
    }

    /// The movie the page shows, as ``load(movie:fetchMovieDetailsUseCase:posterURLBuilder:localization:)``
    /// gets it, before its view model is made: its full details, or what the results list knew
    /// when they cannot be had, with why.
    public static func loadDetails(
        movie: Movie,
        fetchMovieDetailsUseCase: FetchMovieDetailsUseCase,
        localization: Localization = .english
    ) async -> (movie: Movie, problem: MovieDetailsProblem?) {
        do {
            let details = try await fetchMovieDetailsUseCase.executeNotingStaleness(requestValue: .init(movieID: movie.id))
            let problem = details.staleReason.map { MovieDetailsProblem(status: .stale, problem: $0, movie: movie, localization: localization) }
            return (details.movie, problem)
        } catch {
            return (movie, MovieDetailsProblem(status: .unavailable, problem: SourceProblem(error), movie: movie, localization: localization))
        }
    }
}
