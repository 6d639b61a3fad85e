import Presentation

/// A movie's own page.
public struct MovieDetailsPage: Sendable {
    public let details: MovieDetailsViewModel
    /// The searches of this build that found the movie.
    public let foundBy: [SearchLink]

    public init(details: MovieDetailsViewModel, foundBy: [SearchLink]) {
        self.details = details
        self.foundBy = foundBy
    }
}
