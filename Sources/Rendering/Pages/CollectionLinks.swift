/// The links to a site's genre and year pages, by name: what a movie's page shows of the
/// collections holding it. The build memo keeps them, so that the next build knows which films
/// link to their collections as they did (``links(genres:year:)`` under both).
public struct CollectionLinks: Sendable, Equatable, Codable {
    private let genres: [String: CollectionLink]
    private let years: [String: CollectionLink]

    /// - Parameters:
    ///   - genres: each genre's folder, by the genre's name.
    ///   - years: the years the site has (a year's folder is its name).
    public init(genres: [String: String], years: [String]) {
        self.genres = Dictionary(uniqueKeysWithValues: genres.map { ($0.key, CollectionLink(kind: .genre, name: $0.key, slug: $0.value)) })
        self.years = Dictionary(uniqueKeysWithValues: years.map { ($0, CollectionLink(kind: .year, name: $0, slug: $0)) })
    }

    /// The links of a movie of `genres` and `year` to those of its collections the site has,
    /// genres first, each once.
    public func links(genres movieGenres: [String], year: String) -> [CollectionLink] {
        var links: [CollectionLink] = []
        for genre in movieGenres {
            if let link = genres[genre], !links.contains(link) { links.append(link) }
        }
        if let link = years[year] { links.append(link) }
        return links
    }

    private enum CodingKeys: String, CodingKey {
        case genres, years
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(genres: try container.decode([String: String].self, forKey: .genres), years: try container.decode([String].self, forKey: .years))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(genres.mapValues(\.slug), forKey: .genres)
        try container.encode(years.keys.sorted(), forKey: .years)
    }
}
