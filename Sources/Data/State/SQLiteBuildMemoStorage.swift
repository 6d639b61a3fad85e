import Foundation
import Infrastructure

/// The `build_memo` table of the state database: one ``BuildMemo`` per output folder.
public struct SQLiteBuildMemoStorage: Sendable {
    private let connection: SQLiteConnection

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The memo of the last successful build of `output`, or nil.
    public func memo(output: String) throws(SQLiteError) -> BuildMemo? {
        try connection.query(
            "SELECT fingerprint, recents, site, result FROM build_memo WHERE output = ?",
            [.text(output)]
        ) { row throws(SQLiteError) in
            BuildMemo(
                output: output,
                fingerprint: try row.string(0),
                recents: Self.decodeList(try row.string(1)),
                site: try row.string(2),
                result: try row.string(3)
            )
        }.first
    }

    /// Stores `memo`, replacing the one of the same output folder.
    public func save(_ memo: BuildMemo) throws(SQLiteError) {
        PausePoint.memoWrite.reach()
        try connection.run(
            """
            INSERT INTO build_memo (output, fingerprint, recents, site, result, stored_at) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (output) DO UPDATE SET fingerprint = excluded.fingerprint, recents = excluded.recents,
                site = excluded.site, result = excluded.result, stored_at = excluded.stored_at
            """,
            [.text(memo.output), .text(memo.fingerprint), .text(Self.encodeList(memo.recents)), .text(memo.site),
             .text(memo.result), .integer(Int64(Date().timeIntervalSince1970))]
        )
    }

    /// Forgets the memo of `output`; nothing stored is fine.
    public func remove(output: String) throws(SQLiteError) {
        try connection.run("DELETE FROM build_memo WHERE output = ?", [.text(output)])
    }

    /// Every stored recent search, newest first, as typed.
    public func recentQueries() throws(SQLiteError) -> [String] {
        try connection.query("SELECT query FROM recent_queries ORDER BY sequence DESC") { row throws(SQLiteError) in
            try row.string(0)
        }
    }

    private static func encodeList(_ items: [String]) -> String {
        let data = (try? JSONEncoder().encode(items)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func decodeList(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
