import Presentation

/// One page of every kind, each with every optional part filled in (a stale search with its
/// notice, a movie with every fact, a second page between two others...): what the renderer's
/// contexts are read from to know every name a template can use. The Application layer makes
/// them, since it knows the entities behind the view models.
public struct TemplateSpecimens: Sendable {
    public var results: [ResultsPage]
    public var movies: [MovieDetailsPage]
    public var index: [IndexPage]
    public var recent: [RecentSearchesPage]
    /// The lists of genres and years.
    public var collections: SiteCollections
    /// Every page of ``collections``, with its items.
    public var collectionPages: [CollectionPage]
    public var people: [PersonPage]
    /// Feeds of new films, with entries and without.
    public var feeds: [FeedPage]

    /// - Parameter items: the list items of the movies of `collections`.
    public init(
        results: [ResultsPage], movies: [MovieDetailsPage], index: [IndexPage], recent: [RecentSearchesPage],
        collections: SiteCollections, items: [MoviesListItemViewModel], people: [PersonPage], feeds: [FeedPage] = []
    ) {
        self.feeds = feeds
        self.people = people
        self.results = results
        self.movies = movies
        self.index = index
        self.recent = recent
        self.collections = collections
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        collectionPages = collections.pages.map { $0.page(items: $0.movieIDs.compactMap { byID[$0] }) }
    }
}
