import Foundation

/// One recent search.
public struct MoviesQueriesListItemViewModel: Sendable, Hashable {
    public let query: String
    /// When it was made, ISO 8601 in UTC (`2026-11-24T03:15:00Z`); nil when not recorded.
    public let searchedAt: String?

    /// - Parameter searchedAt: seconds since 1970-01-01 UTC.
    public init(query: String, searchedAt: Int64? = nil) {
        self.query = query
        self.searchedAt = searchedAt.map { Date(timeIntervalSince1970: TimeInterval($0)).formatted(.iso8601) }
    }
}
