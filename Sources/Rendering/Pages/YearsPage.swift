import Presentation

/// Every release year of the site, by decade, newest first.
public struct YearsPage: Sendable {
    public struct Decade: Sendable {
        /// `1990s`.
        public let title: String
        public let years: [(link: CollectionLink, collection: MovieCollectionViewModel)]
    }

    public let screenTitle: String
    public let decades: [Decade]

    public init(screenTitle: String, decades: [Decade]) {
        self.screenTitle = screenTitle
        self.decades = decades
    }
}
