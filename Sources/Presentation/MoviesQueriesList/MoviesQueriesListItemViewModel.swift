/// One recent search.
public struct MoviesQueriesListItemViewModel: Sendable, Hashable {
    public let query: String

    public init(query: String) {
        self.query = query
    }
}
