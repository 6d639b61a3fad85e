import Presentation

/// What `marquee recent --json` prints: the searches newest first, each with when it was made
/// (`null` for one saved before Marquee recorded it), and the bare list as before.
struct RecentSearchesDocument: Encodable {
    struct Search: Encodable {
        let query: String
        let searchedAt: String?

        enum CodingKeys: String, CodingKey {
            case query
            case searchedAt = "searched_at"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(query, forKey: .query)
            try container.encode(searchedAt, forKey: .searchedAt)
        }
    }

    let recent: [String]
    let searches: [Search]

    init(items: [MoviesQueriesListItemViewModel]) {
        recent = items.map(\.query)
        searches = items.map { Search(query: $0.query, searchedAt: $0.searchedAt) }
    }
}
