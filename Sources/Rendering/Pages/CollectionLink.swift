/// A genre or a year that has pages in the site.
public struct CollectionLink: Sendable, Hashable {
    public let kind: CollectionKind
    /// `Drama`, `1995`.
    public let name: String
    /// The folder of its pages, from ``SitePath/genre(slug:page:)`` or ``SitePath/year(_:page:)``.
    public let slug: String

    public init(kind: CollectionKind, name: String, slug: String) {
        self.kind = kind
        self.name = name
        self.slug = slug
    }

    /// Page `page` of this collection.
    public func path(page: Int = 1) -> String {
        switch kind {
        case .genre: SitePath.genre(slug: slug, page: page)
        case .year: SitePath.year(slug, page: page)
        }
    }
}
