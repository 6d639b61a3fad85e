/// One search page as TMDB's `search/movie` takes it; also the key of its cached copy.
public struct MoviesRequestDTO: Sendable, Hashable {
    public let query: String
    /// 1-based, at most ``TMDBConfiguration/maxPageNumber``.
    public let page: Int
    public let language: String
    public let includeAdult: Bool
    /// Only films released that year, when set.
    public let year: Int?

    public init(query: String, page: Int, language: String, includeAdult: Bool = false, year: Int? = nil) {
        self.query = query
        self.page = page
        self.language = language
        self.includeAdult = includeAdult
        self.year = year
    }

    /// The query as cached: trimmed, lower-cased, inner runs of white space made one space, so
    /// `Star  Wars` and `star wars` share a cached page (TMDB ignores case as well).
    public var normalizedQuery: String {
        query.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
