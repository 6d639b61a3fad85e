import Domain

/// One movie in a results list, every field ready to show.
public struct MoviesListItemViewModel: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    /// The release year, or empty when unknown.
    public let year: String
    /// `January 19, 2009`, or `To be announced`.
    public let releaseDate: String
    /// The synopsis, or a line saying there is none.
    public let overview: String
    /// `7.2/10`, or `Not rated`.
    public let rating: String
    /// Genres joined for display, e.g. `Comedy, Drama`; empty when unknown.
    public let genres: String
    /// The poster's full URL, or nil when there is none.
    public let posterURL: String?

    public init(movie: Movie, posterURLBuilder: PosterURLBuilder = .none) {
        id = movie.id
        title = movie.title
        year = movie.year.map(String.init) ?? ""
        releaseDate = movie.releaseDate.map(DisplayFormat.longDate) ?? Self.toBeAnnounced
        overview = movie.overview.trimmedOrNil ?? Self.noOverview
        rating = movie.rating.map(DisplayFormat.rating) ?? Self.notRated
        genres = movie.genres.joined(separator: ", ")
        posterURL = posterURLBuilder.url(forPosterPath: movie.posterPath)
    }

    public static let toBeAnnounced = "To be announced"
    public static let noOverview = "No overview available."
    public static let notRated = "Not rated"
}
