import Presentation

/// One page of a search's results.
public struct ResultsPage: Sendable {
    public let search: SearchSummary
    /// 1-based.
    public let page: Int
    public let items: [MoviesListItemViewModel]
    /// The list's title, e.g. `Results for “star wars”`.
    public let screenTitle: String
    /// Shown when `items` is empty, e.g. `No movies found`.
    public let emptyText: String?
    /// Shown as a notice when set, e.g. for a failed or stale search.
    public let errorText: String?

    public init(
        search: SearchSummary,
        page: Int,
        items: [MoviesListItemViewModel],
        screenTitle: String,
        emptyText: String? = nil,
        errorText: String? = nil
    ) {
        self.search = search
        self.page = page
        self.items = items
        self.screenTitle = screenTitle
        self.emptyText = emptyText
        self.errorText = errorText
    }
}
