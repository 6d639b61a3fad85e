import Presentation

/// One query of the build, as the index and its result pages show it.
public struct SearchSummary: Sendable, Hashable {
    /// The query as the user wrote it.
    public let query: String
    /// Its URL slug, from ``QuerySlugs``.
    public let slug: String
    /// The number of results the source reports.
    public let totalResults: Int
    /// The number of results the site shows: fewer than ``totalResults`` when `max-pages` stopped
    /// the search before its last page.
    public let shownResults: Int
    /// The number of result pages written for this query; at least 1, since an empty or failed
    /// search still gets a first page saying why.
    public let pageCount: Int
    public let status: SearchStatus
    /// What went wrong, for a stale or failed search.
    public let message: String?

    public init(
        query: String,
        slug: String,
        totalResults: Int,
        shownResults: Int? = nil,
        pageCount: Int,
        status: SearchStatus = .ok,
        message: String? = nil
    ) {
        self.query = query
        self.slug = slug
        self.totalResults = totalResults
        self.shownResults = min(shownResults ?? totalResults, totalResults)
        self.pageCount = max(1, pageCount)
        self.status = status
        self.message = message
    }
}
