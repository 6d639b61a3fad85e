import Presentation

extension CollectionPage {
    /// A page of a genre or a year before its items are loaded: which movies it shows.
    public struct Slot: Sendable, Hashable {
        public let link: CollectionLink
        public let collection: MovieCollectionViewModel
        /// 1-based.
        public let page: Int
        public let pageCount: Int
        /// The movies on this page, in order.
        public let movieIDs: [String]

        public init(link: CollectionLink, collection: MovieCollectionViewModel, page: Int, pageCount: Int, movieIDs: [String]) {
            self.link = link
            self.collection = collection
            self.page = page
            self.pageCount = pageCount
            self.movieIDs = movieIDs
        }

        /// The page showing `items`, the list items of ``movieIDs``.
        public func page(items: [MoviesListItemViewModel]) -> CollectionPage {
            CollectionPage(link: link, collection: collection, page: page, pageCount: pageCount, items: items)
        }
    }
}
