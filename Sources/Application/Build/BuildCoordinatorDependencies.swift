import Domain
import Presentation

/// The view models a build needs; the DI container makes them.
@MainActor
public protocol BuildCoordinatorDependencies: AnyObject {
    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel
    func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel
    func makeMovieDetailsViewModel(movie: Movie) -> MovieDetailsViewModel
}
