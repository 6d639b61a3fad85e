import Domain

/// A movie as schema.org's `Movie` describes it, for the JSON-LD of its page that search engines
/// read: the source's values as data, not display text (dates in ISO 8601, numbers as numbers).
/// The page adds what depends on the site: its own address, the people's pages and the poster's.
public struct MovieStructuredData: Sendable, Hashable {
    /// How many cast members are named as `actor`s.
    public static let maxActors = 5

    /// An average rating out of ``bestRating`` and how many votes it is made of.
    public struct Rating: Sendable, Hashable {
        public static let bestRating = 10
        public let value: Double
        public let count: Int

        public init(value: Double, count: Int) {
            self.value = value
            self.count = count
        }
    }

    public let name: String
    /// `1995-12-15`, or `1995` when the source knows only the year; nil when it knows neither.
    public let datePublished: String?
    public let directors: [String]
    /// The first cast members, at most ``maxActors``.
    public let actors: [String]
    /// The genres as the page names them.
    public let genres: [String]
    /// The runtime in ISO 8601, e.g. `PT2H50M`; nil when unknown.
    public let duration: String?
    /// The source's synopsis; nil when it has none.
    public let synopsis: String?
    /// The film's IMDb page.
    public let imdbURL: String?
    /// Only when the source has both a rating within 0–10 and a vote count above zero.
    public let rating: Rating?

    /// - Parameters:
    ///   - genres: the genre names the page shows.
    ///   - imdbURL: the film's IMDb page, when known.
    public init(movie: Movie, genres: [String], imdbURL: String?) {
        name = movie.title
        datePublished = movie.releaseDate?.description ?? movie.year.flatMap(Self.isoYear)
        directors = movie.directors.compactMap(\.trimmedOrNil)
        actors = Array(movie.cast.compactMap(\.trimmedOrNil).prefix(Self.maxActors))
        self.genres = genres
        duration = movie.runtimeMinutes.flatMap(Self.isoDuration(minutes:))
        synopsis = movie.overview.trimmedOrNil
        self.imdbURL = imdbURL
        if let value = movie.rating, let count = movie.voteCount, value.isFinite, (0...Double(Rating.bestRating)).contains(value), count > 0 {
            rating = Rating(value: value, count: count)
        } else {
            rating = nil
        }
    }

    /// `1995`, four digits as ISO 8601 writes a year; nil outside 1–9999.
    static func isoYear(_ year: Int) -> String? {
        guard (1...9999).contains(year) else { return nil }
        let digits = String(year)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// `PT2H50M`, `PT2H`, `PT45M`; nil for no time at all.
    static func isoDuration(minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        let hours = minutes / 60, rest = minutes % 60
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (rest > 0 ? "\(rest)M" : "")
    }
}
