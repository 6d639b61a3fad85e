/// One result of TMDB's `search/movie`. Every field but `id` may be missing or null.
public struct MovieDTO: Codable, Sendable, Hashable {
    public let id: Int
    public let title: String?
    public let originalTitle: String?
    public let overview: String?
    /// `YYYY-MM-DD`, often empty or missing for films not yet released.
    public let releaseDate: String?
    /// Relative to the image base, e.g. `/abc.jpg`.
    public let posterPath: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let genreIDs: [Int]

    enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIDs = "genre_ids"
    }

    public init(
        id: Int, title: String?, originalTitle: String? = nil, overview: String? = nil, releaseDate: String? = nil,
        posterPath: String? = nil, voteAverage: Double? = nil, voteCount: Int? = nil, genreIDs: [Int] = []
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.genreIDs = genreIDs
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try? container.decodeIfPresent(String.self, forKey: .title)
        originalTitle = try? container.decodeIfPresent(String.self, forKey: .originalTitle)
        overview = try? container.decodeIfPresent(String.self, forKey: .overview)
        releaseDate = try? container.decodeIfPresent(String.self, forKey: .releaseDate)
        posterPath = try? container.decodeIfPresent(String.self, forKey: .posterPath)
        voteAverage = try? container.decodeIfPresent(Double.self, forKey: .voteAverage)
        voteCount = try? container.decodeIfPresent(Int.self, forKey: .voteCount)
        genreIDs = (try? container.decodeLossyArray(Int.self, forKey: .genreIDs)) ?? []
    }
}
