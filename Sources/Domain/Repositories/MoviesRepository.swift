/// Where movies come from. Implementations may deliver a cached page first and then the fresh one.
public protocol MoviesRepository: Sendable {
    /// Fetches one page of results for `query`.
    ///
    /// - Parameters:
    ///   - cached: called with a cached copy of the page, if the repository has one, before the
    ///     fresh page is fetched.
    /// - Returns: the fresh page.
    /// - Throws: when the fresh page cannot be had; a page already passed to `cached` stays valid.
    func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage
}
