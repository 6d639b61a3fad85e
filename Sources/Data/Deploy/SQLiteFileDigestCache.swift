import Domain
import Foundation
import Infrastructure

/// The `deploy_file_digest` table of the state database: each published file's digests with the
/// stamp (``FileStamp``) the file had when they were computed, so a deploy reads only the files
/// a build rewrote.
public struct SQLiteFileDigestCache: Sendable {
    /// A file's digests and the stamp they belong to.
    public struct Entry: Sendable, Hashable {
        public let stamp: String
        public let file: DeployFile

        public init(stamp: String, file: DeployFile) {
            self.stamp = stamp
            self.file = file
        }
    }

    private let connection: SQLiteConnection
    /// The output folder, as an absolute path.
    private let output: String

    public init(connection: SQLiteConnection, output: String) {
        self.connection = connection
        self.output = output
    }

    /// Every entry of the output folder, by key.
    public func entries() throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for row in try connection.rows("SELECT key, stamp, sha256, md5, size FROM deploy_file_digest WHERE output = ?", [.text(output)]) {
            let key = try row.string(0)
            entries[key] = Entry(stamp: try row.string(1), file: DeployFile(key: key, sha256: try row.string(2), md5: try row.string(3), size: try row.int64(4)))
        }
        return entries
    }

    /// Stores `changed` and forgets the entries of `removed` keys.
    public func update(_ changed: [Entry], removed: [String]) throws {
        guard !changed.isEmpty || !removed.isEmpty else { return }
        try connection.transaction { () throws(SQLiteError) in
            for entry in changed {
                try connection.run(
                    """
                    INSERT INTO deploy_file_digest (output, key, stamp, sha256, md5, size) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (output, key) DO UPDATE SET stamp = excluded.stamp, sha256 = excluded.sha256,
                        md5 = excluded.md5, size = excluded.size
                    """,
                    [.text(output), .text(entry.file.key), .text(entry.stamp), .text(entry.file.sha256), .text(entry.file.md5), .integer(entry.file.size)]
                )
            }
            for key in removed {
                try connection.run("DELETE FROM deploy_file_digest WHERE output = ? AND key = ?", [.text(output), .text(key)])
            }
        }
    }
}
