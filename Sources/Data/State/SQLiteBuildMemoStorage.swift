import Foundation
import Infrastructure

/// The `build_memo` table of the state database: one ``BuildMemo`` per output folder.
public struct SQLiteBuildMemoStorage: Sendable {
    private let connection: SQLiteConnection

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// About how many bytes of a memo's result go into one row of `build_memo_part`: few enough
    /// that the copies SQLite and the program make of a part come from the C allocator's heap,
    /// which reuses them, rather than each from pages of its own, mapped and cleared anew (past
    /// 128 KiB, as glibc is set here). Parts of a megabyte cost a one-query rebuild of the
    /// benchmark's site about 30 ms more (docs/performance.md).
    public static let partBytes = 96 << 10

    /// The memo of the last successful build of `output`, or nil.
    public func memo(output: String) throws(SQLiteError) -> BuildMemo? {
        try memo(output: output, readingUntil: { _ in false })
    }

    /// The memo of the last successful build of `output` with the start of its result only: its
    /// parts are read in order until `enough` says so of the last one read (or all are read), so
    /// that a caller who needs the first lines does not read and copy the whole.
    public func memo(output: String, readingUntil enough: (Substring) -> Bool) throws(SQLiteError) -> BuildMemo? {
        let memos = try connection.query(
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
        }
        guard let memo = memos.first else { return nil }
        var result = memo.result
        // In the parts' order: the trailing parts (``saveTrailingParts(output:result:)``) are
        // numbered apart from the others.
        var after: Int64 = -1
        while let (index, part) = try connection.query(
            "SELECT part, data FROM build_memo_part WHERE output = ? AND part > ? ORDER BY part LIMIT 1", [.text(output), .integer(after)],
            row: { row throws(SQLiteError) in (try row.int64(0), try row.string(1)) }
        ).first {
            result += part
            after = index
            if enough(part[...]) { break }
        }
        return BuildMemo(output: output, fingerprint: memo.fingerprint, recents: memo.recents, site: memo.site, result: result)
    }

    /// Stores `memo`, replacing the one of the same output folder; its result goes in parts of
    /// about ``partBytes``, each ending at a line end (or at the end).
    public func save(_ memo: BuildMemo) throws(SQLiteError) {
        try save(output: memo.output, fingerprint: memo.fingerprint, recents: memo.recents, site: memo.site, result: CollectionOfOne(memo.result))
    }

    /// Stores a memo (the fields of ``BuildMemo``) whose result is `pieces` in order, replacing the
    /// one of the same output folder. The result is stored as ``save(_:)`` stores it, a part at
    /// a time as the pieces come: it is never held whole.
    public func save(
        output: String, fingerprint: String, recents: [String], site: String, result pieces: some Sequence<String>
    ) throws(SQLiteError) {
        try save(output: output, fingerprint: fingerprint, recents: recents, site: { site }, result: pieces)
    }

    /// The same, with the published site's digest asked of `site` last, once the result is
    /// stored, so that it can be worked out meanwhile. When `site` gives nil, no memo is kept for
    /// `output` (the one it had is gone too).
    ///
    /// - Parameter keepingTrailingParts: whether the result ends with the parts
    ///   ``saveTrailingParts(output:result:)`` stored since the last memo of `output` was forgotten;
    ///   `pieces` are the result's start. Otherwise every part of `output` is replaced.
    /// - Returns: whether the memo was stored.
    @discardableResult
    public func save(
        output: String, fingerprint: String, recents: [String], site: () -> String?, result pieces: some Sequence<String>,
        keepingTrailingParts: Bool = false
    ) throws(SQLiteError) -> Bool {
        PausePoint.memoWrite.reach()
        return try connection.transaction { () throws(SQLiteError) in
            try connection.run(
                """
                INSERT INTO build_memo (output, fingerprint, recents, site, result, stored_at) VALUES (?, ?, ?, '', '', ?)
                ON CONFLICT (output) DO UPDATE SET fingerprint = excluded.fingerprint, recents = excluded.recents,
                    site = excluded.site, result = excluded.result, stored_at = excluded.stored_at
                """,
                [.text(output), .text(fingerprint), .text(Self.encodeList(recents)), .integer(Int64(Date().timeIntervalSince1970))]
            )
            try connection.run(
                "DELETE FROM build_memo_part WHERE output = ? AND part < ?",
                [.text(output), .integer(keepingTrailingParts ? Self.firstTrailingPart : .max)]
            )
            try insertParts(output: output, from: 0, pieces: pieces)
            guard let site = site() else {
                try remove(output: output)
                return false
            }
            try connection.run("UPDATE build_memo SET site = ? WHERE output = ?", [.text(site), .text(output)])
            return true
        }
    }

    /// Stores the end of the result of the memo `output` is about to get, before the rest of it
    /// is known, so that a build writes it while it publishes; ``save(output:fingerprint:recents:site:result:keepingTrailingParts:)``
    /// then stores the start and the memo. Until then `output` has no memo: the one it had is
    /// forgotten here, so that its start is never read with this end.
    public func saveTrailingParts(output: String, result pieces: some Sequence<String>) throws(SQLiteError) {
        try connection.transaction { () throws(SQLiteError) in
            try remove(output: output)
            try insertParts(output: output, from: Self.firstTrailingPart, pieces: pieces)
        }
    }

    /// The number of the first trailing part: past any count of leading parts.
    private static let firstTrailingPart: Int64 = 1 << 40

    /// Inserts `pieces` as parts of `output` numbered from `first`, each of about ``partBytes``
    /// and ending at a line end (or at the end), a part at a time as the pieces come.
    private func insertParts(output: String, from first: Int64, pieces: some Sequence<String>) throws(SQLiteError) {
        var index = first
        func insert(_ part: Substring) throws(SQLiteError) {
            try connection.run(
                "INSERT INTO build_memo_part (output, part, data) VALUES (?, ?, ?)",
                [.text(output), .integer(index), .text(String(part))]
            )
            index += 1
        }
        var pending = ""
        for piece in pieces {
            pending += piece
            guard pending.utf8.count >= Self.partBytes else { continue }
            // Every part but the last is whole (it ends at a line end); the last waits for more.
            let parts = Self.parts(of: pending)
            for part in parts.dropLast() { try insert(part) }
            pending = String(parts[parts.count - 1])
        }
        for part in Self.parts(of: pending) { try insert(part) }
    }

    /// Forgets the memo of `output`; nothing stored is fine.
    public func remove(output: String) throws(SQLiteError) {
        try connection.transaction { () throws(SQLiteError) in
            try connection.run("DELETE FROM build_memo WHERE output = ?", [.text(output)])
            try connection.run("DELETE FROM build_memo_part WHERE output = ?", [.text(output)])
        }
    }

    /// `text` cut after the first line end at or past every ``partBytes`` bytes.
    private static func parts(of text: String) -> [Substring] {
        var parts: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            var end = utf8.index(start, offsetBy: partBytes, limitedBy: utf8.endIndex) ?? utf8.endIndex
            if end < utf8.endIndex {
                end = utf8[end...].firstIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.endIndex
            }
            parts.append(text[start..<end])
            start = end
        }
        return parts
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
