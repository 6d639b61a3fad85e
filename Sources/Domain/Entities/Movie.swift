/// A film as the application knows it, whatever source it came from.
public struct Movie: Sendable, Hashable, Identifiable {
    /// A source-specific identifier, stable across builds (e.g. a catalog row id or a TMDB id).
    public typealias Identifier = String

    public let id: Identifier
    public let title: String
    /// The title in the film's original language, when the source knows it.
    public let originalTitle: String?
    public let releaseDate: CalendarDate?
    /// The release year, known even when the full date is not.
    public let year: Int?
    /// A synopsis; empty when the source has none.
    public let overview: String
    public let genres: [String]
    /// A source-relative poster path (e.g. TMDB's `/abc.jpg`), or a full URL.
    public let posterPath: String?
    /// Average rating on a 0–10 scale.
    public let rating: Double?
    public let voteCount: Int?
    public let runtimeMinutes: Int?
    public let directors: [String]
    public let cast: [String]
    /// True when `cast` is in billing order (leads first); false when the source lists names in
    /// another order (the embedded catalog's are alphabetical).
    public let isCastInBillingOrder: Bool
    /// The age certification, e.g. `PG-13`.
    public let certification: String?
    public let languages: [String]
    public let countries: [String]
    public let awards: String?
    /// Box office takings in US dollars.
    public let boxOffice: Double?
    public let imdbID: String?

    public init(
        id: Identifier,
        title: String,
        originalTitle: String? = nil,
        releaseDate: CalendarDate? = nil,
        year: Int? = nil,
        overview: String = "",
        genres: [String] = [],
        posterPath: String? = nil,
        rating: Double? = nil,
        voteCount: Int? = nil,
        runtimeMinutes: Int? = nil,
        directors: [String] = [],
        cast: [String] = [],
        isCastInBillingOrder: Bool = true,
        certification: String? = nil,
        languages: [String] = [],
        countries: [String] = [],
        awards: String? = nil,
        boxOffice: Double? = nil,
        imdbID: String? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.releaseDate = releaseDate
        self.year = year ?? releaseDate?.year
        self.overview = overview
        self.genres = genres
        self.posterPath = posterPath
        self.rating = rating
        self.voteCount = voteCount
        self.runtimeMinutes = runtimeMinutes
        self.directors = directors
        self.cast = cast
        self.isCastInBillingOrder = isCastInBillingOrder
        self.certification = certification
        self.languages = languages
        self.countries = countries
        self.awards = awards
        self.boxOffice = boxOffice
        self.imdbID = imdbID
    }
}
