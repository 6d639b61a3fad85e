import Domain

/// A movie for scripts (`marquee search --json`): the source's values as they are, the same in
/// every language. Dates are ISO 8601 (`YYYY-MM-DD`), numbers are numbers, lists are arrays, and
/// what the source does not know is `null` (or empty, for text and lists).
public struct MachineReadableMovie: Sendable, Hashable, Encodable {
    public let id: Movie.Identifier
    public let title: String
    public let originalTitle: String?
    public let year: Int?
    public let releaseDate: String?
    /// Average rating on a 0–10 scale.
    public let rating: Double?
    public let voteCount: Int?
    public let runtimeMinutes: Int?
    /// The source's genre names, untranslated.
    public let genres: [String]
    /// The source's synopsis; empty when it has none.
    public let overview: String
    public let directors: [String]
    public let cast: [String]
    /// True when `cast` is in billing order, false when the source lists it another way (the
    /// embedded catalog's is alphabetical).
    public let castInBillingOrder: Bool
    public let posterURL: String?
    public let imdbID: String?

    public init(movie: Movie, posterURLBuilder: PosterURLBuilder = .none) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle
        year = movie.year
        releaseDate = movie.releaseDate?.description
        rating = movie.rating
        voteCount = movie.voteCount
        runtimeMinutes = movie.runtimeMinutes
        genres = movie.genres
        overview = movie.overview.trimmedOrNil ?? ""
        directors = movie.directors
        cast = movie.cast
        castInBillingOrder = movie.isCastInBillingOrder
        posterURL = posterURLBuilder.url(forPosterPath: movie.posterPath)
        imdbID = movie.imdbID
    }

    enum CodingKeys: String, CodingKey {
        case id, title, year, rating, genres, overview, directors, cast
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case voteCount = "vote_count"
        case runtimeMinutes = "runtime_minutes"
        case castInBillingOrder = "cast_in_billing_order"
        case posterURL = "poster_url"
        case imdbID = "imdb_id"
    }

    /// Every key, `null` included: a script sees the same keys for every movie.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(originalTitle, forKey: .originalTitle)
        try container.encode(year, forKey: .year)
        try container.encode(releaseDate, forKey: .releaseDate)
        try container.encode(rating, forKey: .rating)
        try container.encode(voteCount, forKey: .voteCount)
        try container.encode(runtimeMinutes, forKey: .runtimeMinutes)
        try container.encode(genres, forKey: .genres)
        try container.encode(overview, forKey: .overview)
        try container.encode(directors, forKey: .directors)
        try container.encode(cast, forKey: .cast)
        try container.encode(castInBillingOrder, forKey: .castInBillingOrder)
        try container.encode(posterURL, forKey: .posterURL)
        try container.encode(imdbID, forKey: .imdbID)
    }
}
