import Presentation

/// An Atom feed of new films: the whole site's, or one search's.
public struct FeedPage: Sendable {
    public let feed: MovieFeedViewModel
    /// The slug of the search the feed follows; nil for the site's feed.
    public let slug: String?

    public init(feed: MovieFeedViewModel, slug: String? = nil) {
        self.feed = feed
        self.slug = slug
    }

    /// Where the feed is written: `feed.xml`, or `search/<slug>/feed.xml`.
    public var path: String {
        slug.map { SitePath.feed(slug: $0) } ?? SitePath.siteFeed
    }

    /// The page the feed belongs to: the home page, or the search's first results page.
    var pagePath: String {
        slug.map { SitePath.results(slug: $0, page: 1) } ?? SitePath.index
    }
}
