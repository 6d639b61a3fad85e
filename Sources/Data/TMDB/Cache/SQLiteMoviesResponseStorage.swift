import Foundation
import Infrastructure

/// Search pages in the `tmdb_search_cache` table of the state database, as the JSON of their DTO.
public struct SQLiteMoviesResponseStorage: MoviesResponseStorage {
    private let connection: SQLiteConnection
    private let now: @Sendable () -> Date

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection, now: @escaping @Sendable () -> Date = { Date() }) {
        self.connection = connection
        self.now = now
    }

    public func response(for request: MoviesRequestDTO) async throws(SQLiteError) -> MoviesResponseDTO? {
        let rows = try connection.query(
            """
            SELECT response FROM tmdb_search_cache
            WHERE query = ?1 AND page = ?2 AND language = ?3 AND include_adult = ?4 AND year = ?5
            """,
            Self.key(request)
        ) { row throws(SQLiteError) in try row.string(0) }
        return rows.first.flatMap { CachedJSON.decode(MoviesResponseDTO.self, from: $0) }
    }

    public func save(_ response: MoviesResponseDTO, for request: MoviesRequestDTO) async throws {
        let json = try CachedJSON.encode(response)
        try connection.run(
            """
            INSERT INTO tmdb_search_cache (query, page, language, include_adult, year, response, stored_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            ON CONFLICT (query, page, language, include_adult, year)
            DO UPDATE SET response = excluded.response, stored_at = excluded.stored_at
            """,
            Self.key(request) + [.text(json), .integer(CachedJSON.timestamp(now()))]
        )
    }

    private static func key(_ request: MoviesRequestDTO) -> [SQLiteValue] {
        [
            .text(request.normalizedQuery),
            .integer(Int64(request.page)),
            .text(request.language),
            .integer(request.includeAdult ? 1 : 0),
            .integer(Int64(request.year ?? 0)),
        ]
    }
}
