import Presentation

extension SearchLink {
    /// A link for a recent search from the recent-queries list; `slug` is nil when the site has
    /// no results page for it.
    public init(_ item: MoviesQueriesListItemViewModel, slug: String?) {
        self.init(query: item.query, slug: slug)
    }
}
