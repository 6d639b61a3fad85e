/// A film as the application knows it, whatever source it came from.
public struct Movie: Sendable, Hashable, Identifiable {
    /// A source-specific identifier, stable across builds (e.g. a catalog row id or a TMDB id).
    public typealias Identifier = String

    /// The film's values, which its copies share: a film passes through many lists and
    /// tables on its way to its pages, and each copy of twenty stored fields retained and released
    /// every one of its fifteen texts and lists.
    private let values: MovieValues

    public var id: Identifier { values.fields.id }
    public var title: String { values.fields.title }
    /// The title in the film's original language, when the source knows it.
    public var originalTitle: String? { values.fields.originalTitle }
    public var releaseDate: CalendarDate? { values.fields.releaseDate }
    /// The release year, known even when the full date is not.
    public var year: Int? { values.fields.year }
    /// A synopsis; empty when the source has none.
    public var overview: String { values.fields.overview }
    public var genres: [String] { values.fields.genres }
    /// A source-relative poster path (e.g. TMDB's `/abc.jpg`), or a full URL.
    public var posterPath: String? { values.fields.posterPath }
    /// Average rating on a 0–10 scale.
    public var rating: Double? { values.fields.rating }
    public var voteCount: Int? { values.fields.voteCount }
    public var runtimeMinutes: Int? { values.fields.runtimeMinutes }
    public var directors: [String] { values.fields.directors }
    public var cast: [String] { values.fields.cast }
    /// True when `cast` is in billing order (leads first); false when the source lists names in
    /// another order (the embedded catalog's are alphabetical).
    public var isCastInBillingOrder: Bool { values.fields.isCastInBillingOrder }
    /// The age certification, e.g. `PG-13`.
    public var certification: String? { values.fields.certification }
    public var languages: [String] { values.fields.languages }
    public var countries: [String] { values.fields.countries }
    public var awards: String? { values.fields.awards }
    /// Box office takings in US dollars.
    public var boxOffice: Double? { values.fields.boxOffice }
    public var imdbID: String? { values.fields.imdbID }

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
        values = MovieValues(MovieValues.Fields(
            id: id,
            title: title,
            originalTitle: originalTitle,
            releaseDate: releaseDate,
            year: year ?? releaseDate?.year,
            overview: overview,
            genres: genres,
            posterPath: posterPath,
            rating: rating,
            voteCount: voteCount,
            runtimeMinutes: runtimeMinutes,
            directors: directors,
            cast: cast,
            isCastInBillingOrder: isCastInBillingOrder,
            certification: certification,
            languages: languages,
            countries: countries,
            awards: awards,
            boxOffice: boxOffice,
            imdbID: imdbID
        ))
    }

    public static func == (lhs: Movie, rhs: Movie) -> Bool {
        lhs.values === rhs.values || lhs.values.fields == rhs.values.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values.fields)
    }
}
