/// The home page: every search of the build and the recent searches.
public struct IndexPage: Sendable {
    /// The page's heading and title.
    public let siteTitle: String
    public let searches: [SearchSummary]
    /// Newest first.
    public let recentSearches: [SearchLink]

    public init(siteTitle: String, searches: [SearchSummary], recentSearches: [SearchLink]) {
        self.siteTitle = siteTitle
        self.searches = searches
        self.recentSearches = recentSearches
    }
}
