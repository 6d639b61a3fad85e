import Data
import Domain
import Presentation
import Rendering

/// Makes the use cases, view models and coordinator of the movies search scene.
@MainActor
public final class MoviesSceneDIContainer: BuildCoordinatorDependencies {
    /// What the scene needs from the app.
    public struct Dependencies: Sendable {
        let moviesRepository: MoviesRepository
        let moviesQueriesRepository: MoviesQueriesRepository
        let movieDetailsRepository: MovieDetailsRepository
        let posterURLBuilder: PosterURLBuilder
        let maxPages: Int
        let recentLimit: Int
        let concurrency: Int
    }

    private let dependencies: Dependencies

    nonisolated init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use cases

    nonisolated func makeSearchMoviesUseCase() -> SearchMoviesUseCase {
        DefaultSearchMoviesUseCase(
            moviesRepository: dependencies.moviesRepository,
            moviesQueriesRepository: dependencies.moviesQueriesRepository
        )
    }

    nonisolated func makeFetchRecentMovieQueriesUseCase() -> FetchRecentMovieQueriesUseCase {
        DefaultFetchRecentMovieQueriesUseCase(moviesQueriesRepository: dependencies.moviesQueriesRepository)
    }

    nonisolated func makeFetchMovieDetailsUseCase() -> FetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(movieDetailsRepository: dependencies.movieDetailsRepository)
    }

    // MARK: - View models

    public func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        DefaultMoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(),
            actions: actions,
            posterURLBuilder: dependencies.posterURLBuilder
        )
    }

    public func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel {
        makeMoviesQueriesListViewModel(numberOfQueriesToShow: dependencies.recentLimit)
    }

    func makeMoviesQueriesListViewModel(numberOfQueriesToShow: Int) -> MoviesQueriesListViewModel {
        DefaultMoviesQueriesListViewModel(
            numberOfQueriesToShow: numberOfQueriesToShow,
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase()
        )
    }

    public func makeMovieDetailsViewModel(movie: Movie) async -> (viewModel: MovieDetailsViewModel, error: String?) {
        await MovieDetailsViewModel.load(
            movie: movie,
            fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(),
            posterURLBuilder: dependencies.posterURLBuilder
        )
    }

    nonisolated func makeMoviesListItemViewModel(movie: Movie) -> MoviesListItemViewModel {
        MoviesListItemViewModel(movie: movie, posterURLBuilder: dependencies.posterURLBuilder)
    }

    public func searchesFinished(inOrderOf queries: [String]) async throws {
        try await (dependencies.moviesQueriesRepository as? BufferedMoviesQueriesRepository)?.flush(inOrderOf: queries)
    }

    // MARK: - Flow

    func makeBuildCoordinator(renderer: SiteRenderer, output: SiteOutput, progress: BuildProgress?) -> BuildCoordinator {
        BuildCoordinator(
            dependencies: self,
            renderer: renderer,
            output: output,
            settings: .init(maxPages: dependencies.maxPages, recentLimit: dependencies.recentLimit, concurrency: dependencies.concurrency),
            progress: progress
        )
    }
}
