/// The recent searches, newest first.
public struct RecentSearchesPage: Sendable {
    public let items: [SearchLink]

    public init(items: [SearchLink]) {
        self.items = items
    }
}
