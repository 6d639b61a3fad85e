import Foundation
import Infrastructure

/// Single answers in the `tmdb_response_cache` table of the state database, as JSON.
public struct SQLiteResponseDocumentStorage: ResponseDocumentStorage {
    private let connection: SQLiteConnection
    private let now: @Sendable () -> Date

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection, now: @escaping @Sendable () -> Date = { Date() }) {
        self.connection = connection
        self.now = now
    }

    public func document<Document: Decodable & Sendable>(_ type: Document.Type, forKey key: String) async throws(SQLiteError) -> Document? {
        try storedDocument(type, forKey: key)
    }

    /// The same as ``document(_:forKey:)``, without waiting: for setting things up before any
    /// request is made.
    public func storedDocument<Document: Decodable & Sendable>(_ type: Document.Type, forKey key: String) throws(SQLiteError) -> Document? {
        let rows = try connection.query(
            "SELECT response FROM tmdb_response_cache WHERE key = ?1",
            [.text(key)]
        ) { row throws(SQLiteError) in try row.string(0) }
        return rows.first.flatMap { CachedJSON.decode(type, from: $0) }
    }

    public func save<Document: Encodable & Sendable>(_ document: Document, forKey key: String) async throws {
        let json = try CachedJSON.encode(document)
        try connection.run(
            """
            INSERT INTO tmdb_response_cache (key, response, stored_at) VALUES (?1, ?2, ?3)
            ON CONFLICT (key) DO UPDATE SET response = excluded.response, stored_at = excluded.stored_at
            """,
            [.text(key), .text(json), .integer(CachedJSON.timestamp(now()))]
        )
    }
}
