/// A page of TMDB's `search/movie`; results that do not decode are skipped.
public struct MoviesResponseDTO: Codable, Sendable, Hashable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MovieDTO]

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    public init(page: Int, totalPages: Int, totalResults: Int, results: [MovieDTO]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        results = try container.decodeLossyArray(MovieDTO.self, forKey: .results)
        totalResults = (try container.decodeIfPresent(Int.self, forKey: .totalResults)) ?? results.count
        totalPages = (try container.decodeIfPresent(Int.self, forKey: .totalPages)) ?? page
    }
}
