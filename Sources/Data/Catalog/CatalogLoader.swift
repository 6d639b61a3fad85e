import Foundation
import Infrastructure

/// Fills the catalog database from catalog.tsv when the database does not hold that exact file yet.
struct CatalogLoader {
    let resource: CatalogResource
    let connection: SQLiteConnection

    /// Checks the stored fingerprint against the file and reloads when they differ, all films in
    /// one transaction. Another process loading the same file at the same time is waited for, and
    /// its work is not repeated.
    func loadIfNeeded() throws(MoviesCatalogError) -> CatalogLoadReport {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try resource.withBytes { bytes throws(MoviesCatalogError) in try load(bytes) }
        return CatalogLoadReport(
            resourcePath: resource.path,
            movieCount: outcome.count,
            didReload: outcome.didReload,
            duration: clock.now - start,
            fingerprint: outcome.fingerprint
        )
    }

    private func load(_ bytes: UnsafeRawBufferPointer) throws(MoviesCatalogError) -> (count: Int, didReload: Bool, fingerprint: String) {
        let fingerprint = CatalogFingerprint(bytes: bytes).description
        do {
            if let count = try loadedCount(matching: fingerprint) {
                return (count, false, fingerprint)
            }
        } catch {
            throw .database(error)
        }
        let records = try CatalogTSVParser(path: resource.path).parse(bytes)
        do {
            return try connection.transaction { () throws(SQLiteError) -> (count: Int, didReload: Bool, fingerprint: String) in
                if let count = try loadedCount(matching: fingerprint) {
                    return (count, false, fingerprint)
                }
                try connection.run("DELETE FROM movies")
                try connection.run("DELETE FROM movie_ranking")
                for record in records {
                    try connection.run(CatalogDatabaseSchema.insertMovieSQL, record.bindings)
                }
                try connection.run(CatalogDatabaseSchema.fillRankingSQL)
                try connection.run(CatalogDatabaseSchema.rebuildSearchIndexSQL)
                try store(CatalogDatabaseSchema.fingerprintKey, fingerprint)
                try store(CatalogDatabaseSchema.movieCountKey, String(records.count))
                return (records.count, true, fingerprint)
            }
        } catch {
            throw .database(error)
        }
    }

    /// The number of films, when the database already holds the file with this fingerprint.
    private func loadedCount(matching fingerprint: String) throws(SQLiteError) -> Int? {
        guard try meta(CatalogDatabaseSchema.fingerprintKey) == fingerprint else { return nil }
        return try meta(CatalogDatabaseSchema.movieCountKey).flatMap { Int($0) } ?? 0
    }

    private func meta(_ key: String) throws(SQLiteError) -> String? {
        try connection.query("SELECT value FROM catalog_meta WHERE key = ?", [.text(key)]) { row throws(SQLiteError) in
            try row.string(0)
        }.first
    }

    private func store(_ key: String, _ value: String) throws(SQLiteError) {
        try connection.run(
            "INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(value)]
        )
    }
}
