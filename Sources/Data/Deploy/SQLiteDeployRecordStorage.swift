import Domain
import Foundation
import Infrastructure

/// The `deploy_object` and `deploy_target` tables of the state database: what one target holds,
/// written as each upload and delete completes, so a deploy killed at any moment loses nothing
/// that arrived.
public struct SQLiteDeployRecordStorage: DeployRecords {
    private let connection: SQLiteConnection
    /// The target, as its canonical URL (`s3://bucket/prefix?endpoint=...`).
    private let target: String

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection, target: String) {
        self.connection = connection
        self.target = target
    }

    public func manifest() throws -> DeployManifest? {
        let known = try connection.query("SELECT 1 FROM deploy_target WHERE target = ?", [.text(target)]) { _ throws(SQLiteError) in true }
        guard !known.isEmpty else { return nil }
        let entries = try connection.query(
            "SELECT key, sha256, md5, size, content_type, cache_control FROM deploy_object WHERE target = ?",
            [.text(target)]
        ) { row throws(SQLiteError) in
            DeployEntry(
                file: DeployFile(key: try row.string(0), sha256: try row.string(1), md5: try row.string(2), size: try row.int64(3)),
                headers: DeployHeaders(contentType: try row.string(4), cacheControl: try row.string(5))
            )
        }
        return DeployManifest(entries: entries)
    }

    public func manifestTag() throws -> String? {
        try connection.query("SELECT manifest_tag FROM deploy_target WHERE target = ?", [.text(target)]) { row throws(SQLiteError) in
            try row.optionalString(0)
        }.first ?? nil
    }

    public func siteFingerprint() throws -> String? {
        try connection.query("SELECT site_fingerprint FROM deploy_target WHERE target = ?", [.text(target)]) { row throws(SQLiteError) in
            try row.optionalString(0)
        }.first ?? nil
    }

    public func recordManifestTag(_ tag: String, site: String?) throws {
        try connection.transaction { () throws(SQLiteError) in
            try touchTarget(tag: tag, site: site)
        }
    }

    public func recordUploaded(_ entry: DeployEntry) throws {
        try connection.transaction { () throws(SQLiteError) in
            try touchTarget()
            try insert(entry)
        }
    }

    public func recordDeleted(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try connection.transaction { () throws(SQLiteError) in
            try touchTarget()
            for key in keys {
                try connection.run("DELETE FROM deploy_object WHERE target = ? AND key = ?", [.text(target), .text(key)])
            }
        }
    }

    public func replace(with manifest: DeployManifest) throws {
        try connection.transaction { () throws(SQLiteError) in
            try touchTarget()
            try connection.run("DELETE FROM deploy_object WHERE target = ?", [.text(target)])
            for entry in manifest.sortedEntries { try insert(entry) }
        }
    }

    /// Marks the target deployed to, its records equal to the manifest of `tag` made from the
    /// site of fingerprint `site` (nil: not known to equal any, or not known).
    private func touchTarget(tag: String? = nil, site: String? = nil) throws(SQLiteError) {
        try connection.run(
            """
            INSERT INTO deploy_target (target, manifest_tag, site_fingerprint, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (target) DO UPDATE SET manifest_tag = excluded.manifest_tag,
                site_fingerprint = excluded.site_fingerprint, updated_at = excluded.updated_at
            """,
            [.text(target), tag.map(SQLiteValue.text) ?? .null, site.map(SQLiteValue.text) ?? .null, .integer(Int64(Date().timeIntervalSince1970))]
        )
    }

    private func insert(_ entry: DeployEntry) throws(SQLiteError) {
        try connection.run(
            """
            INSERT INTO deploy_object (target, key, sha256, md5, size, content_type, cache_control) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (target, key) DO UPDATE SET sha256 = excluded.sha256, md5 = excluded.md5, size = excluded.size,
                content_type = excluded.content_type, cache_control = excluded.cache_control
            """,
            [.text(target), .text(entry.key), .text(entry.file.sha256), .text(entry.file.md5), .integer(entry.file.size),
             .text(entry.headers.contentType), .text(entry.headers.cacheControl)]
        )
    }
}
