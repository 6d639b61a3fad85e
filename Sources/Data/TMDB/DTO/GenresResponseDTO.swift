/// TMDB's `genre/movie/list`.
public struct GenresResponseDTO: Codable, Sendable, Hashable {
    public let genres: [GenreDTO]

    public init(genres: [GenreDTO]) {
        self.genres = genres
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        genres = try container.decodeLossyArray(GenreDTO.self, forKey: .genres)
    }

    /// Genre names by id.
    public var namesByID: [Int: String] {
        Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
