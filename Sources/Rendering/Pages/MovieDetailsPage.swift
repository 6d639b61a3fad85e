import Presentation

/// A movie's own page.
public struct MovieDetailsPage: Sendable {
    public let details: MovieDetailsViewModel
    /// The searches of this build that found the movie.
    public let foundBy: [SearchLink]
    /// The pages of its genres and its year, from ``SiteCollections/links(genres:year:)``.
    public let collections: [CollectionLink]

    public init(details: MovieDetailsViewModel, foundBy: [SearchLink], collections: [CollectionLink] = []) {
        self.details = details
        self.foundBy = foundBy
        self.collections = collections
    }
}
