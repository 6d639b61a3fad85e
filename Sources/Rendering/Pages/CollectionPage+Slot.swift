import Presentation

extension CollectionPage {
    /// A page of a genre or a year before its items are loaded: which movies it shows.
    public struct Slot: Sendable, Hashable {
        public let link: CollectionLink
        public let collection: MovieCollectionViewModel
        public let range: CollectionPageRange
        public let previous: CollectionPageRange?
        public let next: CollectionPageRange?
        /// Every page of the collection, on its first page when it has more than one; else empty.
        public let index: [CollectionPageRange]
        /// The movies on this page, in order.
        public let movieIDs: ArraySlice<String>

        public init(
            link: CollectionLink, collection: MovieCollectionViewModel, range: CollectionPageRange,
            previous: CollectionPageRange? = nil, next: CollectionPageRange? = nil, index: [CollectionPageRange] = [], movieIDs: ArraySlice<String>
        ) {
            self.link = link
            self.collection = collection
            self.range = range
            self.previous = previous
            self.next = next
            self.index = index
            self.movieIDs = movieIDs
        }

        /// Where the page is: ``CollectionLink/path(from:)``.
        public var path: String { link.path(from: range.start) }

        /// The page showing `items`, the list items of ``movieIDs``.
        public func page(items: [MoviesListItemViewModel]) -> CollectionPage {
            CollectionPage(slot: self, items: items)
        }
    }
}
