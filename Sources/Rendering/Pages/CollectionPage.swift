import Presentation

/// One page of the movies of a genre or a year.
public struct CollectionPage: Sendable {
    public let link: CollectionLink
    public let collection: MovieCollectionViewModel
    /// Its first and last films, and where it is.
    public let range: CollectionPageRange
    /// The pages before and after it, if any.
    public let previous: CollectionPageRange?
    public let next: CollectionPageRange?
    /// Every page of the collection, on its first page when it has more than one; else empty.
    public let index: [CollectionPageRange]
    /// The movies on this page.
    public let items: [MoviesListItemViewModel]

    public init(slot: Slot, items: [MoviesListItemViewModel]) {
        link = slot.link
        collection = slot.collection
        range = slot.range
        previous = slot.previous
        next = slot.next
        index = slot.index
        self.items = items
    }

    /// Whether this is the collection's first page, at its own address.
    public var isFirst: Bool { range.start == nil }

    /// Where the page is: ``CollectionLink/path(from:)``.
    public var path: String { link.path(from: range.start) }
}
