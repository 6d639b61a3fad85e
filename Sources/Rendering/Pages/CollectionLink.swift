/// A genre or a year that has pages in the site.
public struct CollectionLink: Sendable, Hashable {
    public let kind: CollectionKind
    /// `Drama`, `1995`.
    public let name: String
    /// The folder of its pages, from ``SitePath/genre(slug:from:)`` or ``SitePath/year(_:from:)``.
    public let slug: String

    public init(kind: CollectionKind, name: String, slug: String) {
        self.kind = kind
        self.name = name
        self.slug = slug
    }

    /// The page of this collection that starts at the film with id `start`; its first page when nil.
    public func path(from start: String? = nil) -> String {
        switch kind {
        case .genre: SitePath.genre(slug: slug, from: start)
        case .year: SitePath.year(slug, from: start)
        }
    }
}
