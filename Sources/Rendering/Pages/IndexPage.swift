import Presentation

/// The home page: every search of the build, the genres to browse, the recent searches that are
/// not among them, the films new in this build and the best-rated films.
public struct IndexPage: Sendable {
    /// The page's heading and title.
    public let siteTitle: String
    public let searches: [SearchSummary]
    /// Newest first.
    public let recentSearches: [SearchLink]
    /// The site's genres with their movies, as the genres page lists them.
    public let genres: [(link: CollectionLink, collection: MovieCollectionViewModel)]
    /// The best first (``BestRatedMovies``).
    public let bestRated: [MoviesListItemViewModel]
    /// The films first found by this build; nil leaves the section out.
    public let newMovies: NewMoviesViewModel?

    public init(
        siteTitle: String,
        searches: [SearchSummary],
        recentSearches: [SearchLink],
        genres: [(link: CollectionLink, collection: MovieCollectionViewModel)] = [],
        bestRated: [MoviesListItemViewModel] = [],
        newMovies: NewMoviesViewModel? = nil
    ) {
        self.newMovies = newMovies
        self.siteTitle = siteTitle
        self.searches = searches
        self.recentSearches = recentSearches
        self.genres = genres
        self.bestRated = bestRated
    }
}
