/// Any page of the site, or a file made already: what a build hands to its page writer.
public enum SitePage: Sendable {
    case results(ResultsPage)
    case movie(MovieDetailsPage)
    case collection(CollectionPage)
    case person(PersonPage)
    case genres(GenresPage)
    case years(YearsPage)
    case index(IndexPage)
    case recent(RecentSearchesPage)
    case notFound
    /// The stylesheet and the script of an HTML site.
    case assets
    /// `search-index.js` and `search-people.js` of an HTML site, from ``SearchIndexBuilder/finish()``.
    case searchIndex([RenderedFile])
    /// `sitemap.xml` of the HTML pages among `paths`, when the site's base URL is known.
    case sitemap(paths: [String])
    /// An Atom feed of new films, when the site writes feeds.
    case feed(FeedPage)
    /// `robots.txt` naming the sitemap, when the site's base URL is known.
    case robots
    /// A file that needs no rendering: an asset, a poster, the search index, the sitemap.
    case file(RenderedFile)
    /// A page kept without being made when its inputs did not change.
    case memoized(MemoizedPage)
}
