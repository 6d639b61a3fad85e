/// TMDB's `movie/{id}`, with `credits` appended. Every field but `id` may be missing or null.
public struct MovieDetailsDTO: Codable, Sendable, Hashable {
    public struct SpokenLanguageDTO: Codable, Sendable, Hashable {
        public let englishName: String?
        public let name: String?

        enum CodingKeys: String, CodingKey {
            case name
            case englishName = "english_name"
        }

        public init(englishName: String?, name: String?) {
            self.englishName = englishName
            self.name = name
        }
    }

    public struct CountryDTO: Codable, Sendable, Hashable {
        public let name: String

        public init(name: String) {
            self.name = name
        }
    }

    public let id: Int
    public let title: String?
    public let originalTitle: String?
    public let overview: String?
    public let releaseDate: String?
    public let posterPath: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// Minutes; 0 or null when unknown.
    public let runtime: Int?
    public let genres: [GenreDTO]
    public let imdbID: String?
    public let spokenLanguages: [SpokenLanguageDTO]
    public let productionCountries: [CountryDTO]
    /// US dollars; 0 when unknown.
    public let revenue: Double?
    public let credits: MovieCreditsDTO?

    enum CodingKeys: String, CodingKey {
        case id, title, overview, runtime, genres, revenue, credits
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case imdbID = "imdb_id"
        case spokenLanguages = "spoken_languages"
        case productionCountries = "production_countries"
    }

    public init(
        id: Int, title: String?, originalTitle: String? = nil, overview: String? = nil, releaseDate: String? = nil,
        posterPath: String? = nil, voteAverage: Double? = nil, voteCount: Int? = nil, runtime: Int? = nil,
        genres: [GenreDTO] = [], imdbID: String? = nil, spokenLanguages: [SpokenLanguageDTO] = [],
        productionCountries: [CountryDTO] = [], revenue: Double? = nil, credits: MovieCreditsDTO? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.runtime = runtime
        self.genres = genres
        self.imdbID = imdbID
        self.spokenLanguages = spokenLanguages
        self.productionCountries = productionCountries
        self.revenue = revenue
        self.credits = credits
    }

    /// The fields a search result has too are read by ``MovieDTO``, so that both take TMDB's
    /// gaps alike; the rest the same lenient way.
    public init(from decoder: Decoder) throws {
        let shared = try MovieDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: shared.id, title: shared.title, originalTitle: shared.originalTitle, overview: shared.overview,
            releaseDate: shared.releaseDate, posterPath: shared.posterPath, voteAverage: shared.voteAverage,
            voteCount: shared.voteCount,
            runtime: try? container.decodeIfPresent(Int.self, forKey: .runtime),
            genres: (try? container.decodeLossyArray(GenreDTO.self, forKey: .genres)) ?? [],
            imdbID: try? container.decodeIfPresent(String.self, forKey: .imdbID),
            spokenLanguages: (try? container.decodeLossyArray(SpokenLanguageDTO.self, forKey: .spokenLanguages)) ?? [],
            productionCountries: (try? container.decodeLossyArray(CountryDTO.self, forKey: .productionCountries)) ?? [],
            revenue: try? container.decodeIfPresent(Double.self, forKey: .revenue),
            credits: try? container.decodeIfPresent(MovieCreditsDTO.self, forKey: .credits)
        )
    }
}
