import Presentation

/// Every genre of the site, with its number of movies.
public struct GenresPage: Sendable {
    public let screenTitle: String
    public let genres: [(link: CollectionLink, collection: MovieCollectionViewModel)]

    public init(screenTitle: String, genres: [(link: CollectionLink, collection: MovieCollectionViewModel)]) {
        self.screenTitle = screenTitle
        self.genres = genres
    }
}
