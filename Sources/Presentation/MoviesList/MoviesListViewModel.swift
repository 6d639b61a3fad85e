import Domain

/// What the list view (or a coordinator playing the user) can do.
@MainActor
public protocol MoviesListViewModelInput: AnyObject {
    /// Starts a new search: clears what was shown and loads page 1.
    func didSearch(query: String) async
    /// Loads the page after the last one shown, when there is one and nothing is loading.
    func didLoadNextPage() async
    /// Forgets the current search.
    func didCancelSearch()
    /// Opens the movie at `index` of `items`.
    func didSelectItem(at index: Int)
}

/// What the list view shows.
@MainActor
public protocol MoviesListViewModelOutput: AnyObject {
    /// Every movie shown so far, in page order.
    var items: [MoviesListItemViewModel] { get }
    /// The same movies grouped by the page that brought them.
    var pages: [MoviesListItemsPage] { get }
    /// The movies of page `number` for scripts (`--json`); empty when that page is not loaded.
    func machineReadableMovies(onPage number: Int) -> [MachineReadableMovie]
    var loading: MoviesListViewModelLoading? { get }
    var query: String { get }
    /// What went wrong with the last load, in words a person can act on; items stay shown.
    var error: String? { get }
    var isEmpty: Bool { get }
    /// True when some page shown comes from a cache and could not be refreshed.
    var isStale: Bool { get }
    /// How the search went: fresh results, results from an old cache, or none.
    var status: SearchStatus { get }
    /// What to tell the reader about a stale or failed search; nil when it went well.
    var notice: String? { get }
    var currentPage: Int { get }
    var totalPageCount: Int { get }
    var totalResults: Int { get }
    var hasMorePages: Bool { get }
    var screenTitle: String { get }
    var emptyDataTitle: String { get }
    var errorTitle: String { get }
    var searchBarPlaceholder: String { get }
}

/// The list of search results and its paging state.
public typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput

/// Where the list is loading.
public enum MoviesListViewModelLoading: Sendable, Hashable {
    case fullScreen
    case nextPage
}

/// The movies one page of results brought.
public struct MoviesListItemsPage: Sendable, Hashable {
    /// 1-based page number.
    public let number: Int
    public let items: [MoviesListItemViewModel]
    /// True when this page comes from a cache and could not be refreshed.
    public let isStale: Bool

    public init(number: Int, items: [MoviesListItemViewModel], isStale: Bool = false) {
        self.number = number
        self.items = items
        self.isStale = isStale
    }
}

/// Navigation the list asks for; a coordinator fills these in.
public struct MoviesListViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void

    public init(showMovieDetails: @escaping @MainActor (Movie) -> Void) {
        self.showMovieDetails = showMovieDetails
    }
}
