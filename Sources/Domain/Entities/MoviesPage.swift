/// One page of search results.
public struct MoviesPage: Sendable, Hashable {
    /// 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [Movie]

    public init(page: Int, totalPages: Int, totalResults: Int, movies: [Movie]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
    }
}
