/// A query shown as a link to its results, or as plain text when the site has no page for it.
public struct SearchLink: Sendable, Hashable {
    public let query: String
    /// The slug of the query's result pages; nil when they are not part of this site.
    public let slug: String?

    public init(query: String, slug: String?) {
        self.query = query
        self.slug = slug
    }
}
