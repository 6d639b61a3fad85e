import Domain
import Presentation

/// The view models a build needs; the DI container makes them.
@MainActor
public protocol BuildCoordinatorDependencies: AnyObject, Sendable {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel
    /// What the details page of `movie` shows: its full details when the source has them;
    /// `problem` says why only the list's information is shown, or why the details are an older
    /// copy.
    nonisolated func loadMovieDetails(movie: Movie) async -> (movie: Movie, problem: MovieDetailsProblem?)
    /// The details page's view model of `details` (from ``loadMovieDetails(movie:)``).
    nonisolated func makeMovieDetailsViewModel(details: Movie) -> MovieDetailsViewModel
    /// The films with `movieIDs`, as a run of the search `query` on the same source and settings
    /// found them, without searching again; the query is saved to the recent searches as a
    /// search saves it. Nil when the source cannot give films by their ids.
    nonisolated func replaySearch(query: String, movieIDs: [Movie.Identifier]) async throws -> [Movie]?
    /// How the view models make a poster's URL (the source's image base).
    nonisolated var posterURLBuilder: PosterURLBuilder { get }
    /// `movie` as a card of a genre or year page, or of the home page.
    nonisolated func makeMoviesListItemViewModel(movie: Movie) -> MoviesListItemViewModel
    /// `movie` as a row of the search index.
    nonisolated func makeMovieSearchEntryViewModel(movie: Movie) -> MovieSearchEntryViewModel
    /// Every search of the build is done; `queries` is the list's order, the last one the most
    /// recent. Recent searches saved while they ran side by side are written now, in that order.
    func searchesFinished(inOrderOf queries: [String]) async throws
    /// Every film's page is made: the source's caches of films are emptied rather than held
    /// through the build's later steps. A rebuild's person pages may still read the details of
    /// a few films whose pages were kept; those are read from the source's store again.
    func filmPagesMade()
}
