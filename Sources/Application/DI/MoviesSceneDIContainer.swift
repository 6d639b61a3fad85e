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
        /// The same repository when a build's searches buffer their recents (see ``searchesFinished(inOrderOf:)``).
        let bufferedQueriesRepository: BufferedMoviesQueriesRepository?
        let movieDetailsRepository: MovieDetailsRepository
        /// Nil for a source that cannot give films by their ids (TMDB): no search is replayed.
        let moviesLookupRepository: MoviesLookupRepository?
        /// Forgets what the source keeps in memory of the films read (``filmPagesMade()``).
        let emptySourceCaches: @Sendable () -> Void
        let posterURLBuilder: PosterURLBuilder
        let maxPages: Int
        let recentLimit: Int
        let concurrency: Int
        /// The site's name, for the home page's heading.
        let siteTitle: String
        /// The language of every view model's text.
        let localization: Localization
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

    nonisolated func makeReplaySearchUseCase() -> ReplaySearchUseCase? {
        dependencies.moviesLookupRepository.map { lookup in
            DefaultReplaySearchUseCase(moviesLookupRepository: lookup, moviesQueriesRepository: dependencies.moviesQueriesRepository)
        }
    }

    // MARK: - View models

    public func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        DefaultMoviesListViewModel(
            searchMoviesUseCase: makeSearchMoviesUseCase(),
            actions: actions,
            posterURLBuilder: dependencies.posterURLBuilder,
            localization: dependencies.localization
        )
    }

    public func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel {
        makeMoviesQueriesListViewModel(numberOfQueriesToShow: dependencies.recentLimit)
    }

    func makeMoviesQueriesListViewModel(numberOfQueriesToShow: Int) -> MoviesQueriesListViewModel {
        DefaultMoviesQueriesListViewModel(
            numberOfQueriesToShow: numberOfQueriesToShow,
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            localization: dependencies.localization
        )
    }

    public nonisolated func loadMovieDetails(movie: Movie) async -> (movie: Movie, problem: MovieDetailsProblem?) {
        await MovieDetailsViewModel.loadDetails(movie: movie, fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(), localization: dependencies.localization)
    }

    public nonisolated func replaySearch(query: String, movieIDs: [Movie.Identifier]) async throws -> [Movie]? {
        try await makeReplaySearchUseCase()?.execute(query: MovieQuery(query: query), movieIDs: movieIDs)
    }

    public nonisolated var posterURLBuilder: PosterURLBuilder { dependencies.posterURLBuilder }

    public nonisolated func makeMovieDetailsViewModel(details: Movie) -> MovieDetailsViewModel {
        MovieDetailsViewModel(movie: details, posterURLBuilder: dependencies.posterURLBuilder, localization: dependencies.localization)
    }

    public nonisolated func makeMoviesListItemViewModel(movie: Movie) -> MoviesListItemViewModel {
        MoviesListItemViewModel(movie: movie, posterURLBuilder: dependencies.posterURLBuilder, localization: dependencies.localization)
    }

    public nonisolated func makeMovieSearchEntryViewModel(movie: Movie) -> MovieSearchEntryViewModel {
        MovieSearchEntryViewModel(movie: movie, localization: dependencies.localization)
    }

    public func searchesFinished(inOrderOf queries: [String]) async throws {
        try await dependencies.bufferedQueriesRepository?.flush(inOrderOf: queries)
    }

    public func filmPagesMade() {
        dependencies.emptySourceCaches()
    }

    // MARK: - Flow

    /// The coordinator of a build writing into `output`, with the found movies in a temporary
    /// database of their own.
    func makeBuildCoordinator(
        renderer: SiteRenderer,
        output: SiteOutput,
        personPageSources: PersonPageSources?,
        knownSearches: [String: KnownSearch],
        lastBuildFilms: LastBuildFilms?,
        posters: PosterDownloader?,
        progress: BuildProgress?,
        history: FirstFoundRepository,
        buildTime: Int64,
        feedLimit: Int
    ) throws -> BuildCoordinator {
        let foundMovies: FoundMoviesRepository
        do {
            foundMovies = try SQLiteFoundMoviesRepository()
        } catch {
            throw MarqueeError(.failed, "Cannot open a temporary database for the build's movies: \(error). Check that the temporary folder (TMPDIR) is writable.")
        }
        return BuildCoordinator(
            dependencies: self,
            writer: BatchingPageWriter(renderer: renderer, output: output, width: dependencies.concurrency),
            foundMovies: foundMovies,
            history: history,
            personPageSources: personPageSources,
            knownSearches: knownSearches,
            lastBuildFilms: lastBuildFilms,
            settings: .init(
                maxPages: dependencies.maxPages, recentLimit: dependencies.recentLimit,
                concurrency: dependencies.concurrency, siteTitle: dependencies.siteTitle,
                localization: dependencies.localization,
                buildTime: buildTime, writesFeeds: renderer.options.writesFeeds, feedLimit: feedLimit
            ),
            posters: posters,
            progress: progress
        )
    }
}
