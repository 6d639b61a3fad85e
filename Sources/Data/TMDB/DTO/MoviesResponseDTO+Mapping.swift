import Domain

extension MoviesResponseDTO {
    /// The page as the app knows it, results in TMDB's order; the page count is clamped to the
    /// 500 pages TMDB serves, so no one asks for page 501, and nonsense numbers (a page below 1,
    /// negative totals) are clamped rather than passed on.
    public func toDomain(genreNames: [Int: String]) -> MoviesPage {
        MoviesPage(
            page: max(1, page),
            totalPages: min(max(0, totalPages), TMDBConfiguration.maxPageNumber),
            totalResults: max(0, totalResults),
            movies: results.map { $0.toDomain(genreNames: genreNames) }
        )
    }
}
