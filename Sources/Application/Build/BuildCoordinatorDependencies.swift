import Domain
import Presentation

/// The view models a build needs; the DI container makes them.
@MainActor
public protocol BuildCoordinatorDependencies: AnyObject {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel
    /// The details page of `movie`, with its full details when the source has them; `problem`
    /// says why only the list's information is shown, or why the details are an older copy.
    func makeMovieDetailsViewModel(movie: Movie) async -> (viewModel: MovieDetailsViewModel, problem: MovieDetailsProblem?)
    /// `movie` as a card of a genre or year page, or a row of the search index.
    func makeMoviesListItemViewModel(movie: Movie) -> MoviesListItemViewModel
    /// Every search of the build is done; `queries` is the list's order, the last one the most
    /// recent. Recent searches saved while they ran side by side are written now, in that order.
    func searchesFinished(inOrderOf queries: [String]) async throws
}
