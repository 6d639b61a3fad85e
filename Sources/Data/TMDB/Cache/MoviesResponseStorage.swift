/// Search pages kept from earlier fetches, keyed by query, page, language and `include_adult`.
public protocol MoviesResponseStorage: Sendable {
    /// The page stored for `request`, or nil when there is none (or it cannot be read).
    func response(for request: MoviesRequestDTO) async throws -> MoviesResponseDTO?

    /// Stores `response` for `request`, replacing what was there.
    func save(_ response: MoviesResponseDTO, for request: MoviesRequestDTO) async throws
}
