import Domain

/// What the recent-searches view can do.
@MainActor
public protocol MoviesQueriesListViewModelInput: AnyObject {
    /// Loads the recent searches.
    func didLoad() async
    /// Picks a recent search.
    func didSelect(item: MoviesQueriesListItemViewModel)
}

/// What the recent-searches view shows.
@MainActor
public protocol MoviesQueriesListViewModelOutput: AnyObject {
    /// Recent searches, newest first.
    var items: [MoviesQueriesListItemViewModel] { get }
    /// Why the searches could not be read, if they could not.
    var error: String? { get }
    var screenTitle: String { get }
}

/// The recent searches.
public typealias MoviesQueriesListViewModel = MoviesQueriesListViewModelInput & MoviesQueriesListViewModelOutput

/// Navigation the recent-searches list asks for.
public struct MoviesQueriesListViewModelActions {
    public let didSelect: @MainActor (MovieQuery) -> Void

    public init(didSelect: @escaping @MainActor (MovieQuery) -> Void) {
        self.didSelect = didSelect
    }
}

/// Reads the recent searches through `FetchRecentMovieQueriesUseCase`.
@MainActor
public final class DefaultMoviesQueriesListViewModel: MoviesQueriesListViewModel {
    public private(set) var items: [MoviesQueriesListItemViewModel] = []
    public private(set) var error: String?
    public let screenTitle: String

    private let numberOfQueriesToShow: Int
    private let fetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase
    private let actions: MoviesQueriesListViewModelActions?

    public init(
        numberOfQueriesToShow: Int,
        fetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase,
        actions: MoviesQueriesListViewModelActions? = nil,
        localization: Localization = .english
    ) {
        screenTitle = localization.text(.recentTitle)
        self.numberOfQueriesToShow = numberOfQueriesToShow
        self.fetchRecentMovieQueriesUseCase = fetchRecentMovieQueriesUseCase
        self.actions = actions
    }

    public func didLoad() async {
        do {
            let request = FetchRecentMovieQueriesUseCaseRequestValue(maxCount: numberOfQueriesToShow)
            let queries = try await fetchRecentMovieQueriesUseCase.execute(requestValue: request)
            items = queries.map { MoviesQueriesListItemViewModel(query: $0.query, searchedAt: $0.searchedAt) }
            error = nil
        } catch {
            self.error = String(describing: error)
        }
    }

    public func didSelect(item: MoviesQueriesListItemViewModel) {
        actions?.didSelect(MovieQuery(query: item.query))
    }
}
