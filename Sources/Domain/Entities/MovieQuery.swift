/// A search as the user typed it.
public struct MovieQuery: Sendable, Hashable {
    public let query: String
    /// When the search was made, in seconds since 1970-01-01 UTC; nil for a search being made
    /// now, or one saved before Marquee recorded the time.
    public let searchedAt: Int64?

    public init(query: String, searchedAt: Int64? = nil) {
        self.query = query
        self.searchedAt = searchedAt
    }
}
