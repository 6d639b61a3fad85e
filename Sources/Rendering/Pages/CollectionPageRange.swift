/// A page of a genre or a year as other pages link to it: the film it starts at and the titles
/// it runs from and to.
public struct CollectionPageRange: Sendable, Hashable {
    /// The id of its first film, which names its address; nil for the collection's first page,
    /// at the collection's own address.
    public let start: String?
    public let firstTitle: String
    public let lastTitle: String

    public init(start: String?, firstTitle: String, lastTitle: String) {
        self.start = start
        self.firstTitle = firstTitle
        self.lastTitle = lastTitle
    }
}
