/// A search as the user typed it.
public struct MovieQuery: Sendable, Hashable {
    public let query: String

    public init(query: String) {
        self.query = query
    }
}
