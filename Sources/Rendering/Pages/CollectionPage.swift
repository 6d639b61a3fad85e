import Presentation

/// One page of the movies of a genre or a year.
public struct CollectionPage: Sendable {
    public let link: CollectionLink
    public let collection: MovieCollectionViewModel
    /// 1-based.
    public let page: Int
    public let pageCount: Int
    /// The movies on this page.
    public let items: [MoviesListItemViewModel]

    public init(link: CollectionLink, collection: MovieCollectionViewModel, page: Int, pageCount: Int, items: [MoviesListItemViewModel]) {
        self.link = link
        self.collection = collection
        self.page = page
        self.pageCount = max(1, pageCount)
        self.items = items
    }
}
