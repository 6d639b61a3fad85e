import Data
import Domain
import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite("Build memo storage")
struct SQLiteBuildMemoStorageTests {
    @Test("one memo per output folder: saved, replaced, read back and forgotten")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            #expect(try storage.memo(output: "/site") == nil)

            let memo = BuildMemo(output: "/site", fingerprint: "f1", recents: ["heat", "Amélie"], site: "s1", result: "{}")
            try storage.save(memo)
            try storage.save(BuildMemo(output: "/other", fingerprint: "f2", recents: [], site: "s2", result: "[]"))
            #expect(try storage.memo(output: "/site") == memo)

            let replaced = BuildMemo(output: "/site", fingerprint: "f3", recents: [], site: "s3", result: "{\"a\":1}")
            try storage.save(replaced)
            #expect(try storage.memo(output: "/site") == replaced)

            try storage.remove(output: "/site")
            try storage.remove(output: "/nothing")
            #expect(try storage.memo(output: "/site") == nil)
            #expect(try storage.memo(output: "/other")?.fingerprint == "f2")
        }
    }

    @Test("a large result is stored in parts cut at line ends and read back whole; a memo of the earlier one-row form still reads")
    func largeResultInParts() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            let lines = (0..<60_000).map { "movie/\($0)/index.html é 한 \(String(repeating: "x", count: $0 % 50))" }
            let memo = BuildMemo(output: "/big", fingerprint: "f", recents: [], site: "s", result: lines.joined(separator: "\n"))
            try storage.save(memo)
            #expect(try storage.memo(output: "/big") == memo)
            let parts = try Self.storedParts(of: "/big", in: connection)
            #expect(parts.count > 1)
            #expect(parts.dropLast().allSatisfy { $0.hasSuffix("\n") && $0.utf8.count >= SQLiteBuildMemoStorage.partBytes })
            // Saved again smaller, no part of the larger one is left.
            let small = BuildMemo(output: "/big", fingerprint: "g", recents: [], site: "s", result: "one line")
            try storage.save(small)
            #expect(try storage.memo(output: "/big") == small)
            try storage.remove(output: "/big")
            #expect(try connection.query("SELECT count(*) FROM build_memo_part") { row throws(SQLiteError) in try row.int(0) } == [0])
            // A memo written before the parts existed keeps its result in its own row.
            try connection.run(
                "INSERT INTO build_memo (output, fingerprint, recents, site, result, stored_at) VALUES ('/old', 'f', '[]', 's', 'old result', 0)"
            )
            #expect(try storage.memo(output: "/old")?.result == "old result")
        }
    }

    @Test("a memo stored before the parts had row ids (version 8) reads back the same after the upgrade, into a table with row ids")
    func partsMovedToRowIDTable() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("state.sqlite")
            let older = try SQLiteConnection(path: path)
            _ = try SQLiteMigrator(migrations: StateDatabaseSchema.migrations.filter { $0.version <= 8 }).migrate(older)
            let lines = (0..<20_000).map { "person/\($0)/index.html \(String(repeating: "y", count: $0 % 40))" }
            let memo = BuildMemo(output: "/site", fingerprint: "f", recents: ["heat"], site: "s", result: lines.joined(separator: "\n"))
            try SQLiteBuildMemoStorage(connection: older).save(memo)
            let partsBefore = try Self.storedParts(of: "/site", in: older)
            #expect(partsBefore.count > 1)
            older.close()

            let connection = try StateDatabase.open(path: path)
            #expect(try SQLiteBuildMemoStorage(connection: connection).memo(output: "/site") == memo)
            #expect(try Self.storedParts(of: "/site", in: connection) == partsBefore)
            let table = try connection.query("SELECT sql FROM sqlite_schema WHERE name = 'build_memo_part'") { row throws(SQLiteError) in
                try row.string(0)
            }
            #expect(table.count == 1 && table.allSatisfy { !$0.uppercased().contains("WITHOUT ROWID") })
        }
    }

    @Test("the start of a result is read a part at a time until the caller has enough; never enough reads it whole")
    func startOfAResult() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            let lines = (0..<60_000).map { "genre/\($0)/index.html \(String(repeating: "z", count: $0 % 60))" }
            let memo = BuildMemo(output: "/start", fingerprint: "f", recents: ["heat"], site: "s", result: lines.joined(separator: "\n"))
            try storage.save(memo)
            let parts = try Self.storedParts(of: "/start", in: connection)
            #expect(parts.count > 2)

            var seen: [Substring] = []
            let start = try #require(try storage.memo(output: "/start", readingUntil: { part in
                seen.append(part)
                return seen.count == 2
            }))
            #expect(seen.map(String.init) == Array(parts.prefix(2)))
            #expect(start.result == parts.prefix(2).joined())
            #expect(memo.result.hasPrefix(start.result))
            #expect(start.fingerprint == "f" && start.recents == ["heat"] && start.site == "s")
            #expect(try storage.memo(output: "/start", readingUntil: { _ in false }) == memo)
            #expect(try storage.memo(output: "/none", readingUntil: { _ in true }) == nil)
        }
    }

    @Test("a result given in pieces of any size is stored in the same parts as the whole text, and reads back whole")
    func resultInPieces() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            let lines = (0..<60_000).map { "person/\($0)\tdigest é 한 \(String(repeating: "y", count: $0 % 70))" }
            let text = lines.joined(separator: "\n")
            try storage.save(BuildMemo(output: "/whole", fingerprint: "f", recents: ["heat"], site: "s", result: text))
            // Pieces that cut lines and characters' neighbours anywhere: small, odd and larger than a part.
            var pieces: [String] = []
            var rest = Substring(text)
            var size = 1
            while !rest.isEmpty {
                let piece = rest.prefix(size)
                pieces.append(String(piece))
                rest = rest.dropFirst(piece.count)
                size = size > SQLiteBuildMemoStorage.partBytes ? 7 : size * 3 + 1
            }
            try storage.save(output: "/pieces", fingerprint: "f", recents: ["heat"], site: "s", result: pieces)
            #expect(try storage.memo(output: "/pieces") == BuildMemo(output: "/pieces", fingerprint: "f", recents: ["heat"], site: "s", result: text))
            #expect(try Self.storedParts(of: "/pieces", in: connection) == Self.storedParts(of: "/whole", in: connection))
            #expect(try Self.storedParts(of: "/pieces", in: connection).count > 1)
            try storage.save(output: "/empty", fingerprint: "f", recents: [], site: "s", result: [String]())
            #expect(try storage.memo(output: "/empty")?.result == "")
        }
    }

    @Test("the site's digest is asked for once the result is stored; without one no memo is left")
    func siteAskedForLast() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            let lines = (0..<30_000).map { "movie/\($0)/index.html" }
            var piecesRead = 0
            let pieces = lines.lazy.map { line in
                piecesRead += 1
                return line + "\n"
            }
            var piecesReadWhenAsked: Int?
            let stored = try storage.save(output: "/site", fingerprint: "f", recents: ["heat"], site: {
                piecesReadWhenAsked = piecesRead
                return "digest"
            }, result: pieces)
            #expect(stored)
            #expect(piecesReadWhenAsked == lines.count)
            let memo = try #require(try storage.memo(output: "/site"))
            #expect(memo.site == "digest")
            #expect(memo.result == lines.map { $0 + "\n" }.joined())

            // A site that cannot be digested (a published file gone) leaves no memo, not even the last one.
            #expect(try !storage.save(output: "/site", fingerprint: "g", recents: [], site: { nil }, result: ["other"]))
            #expect(try storage.memo(output: "/site") == nil)
            #expect(try Self.storedParts(of: "/site", in: connection).isEmpty)
        }
    }

    @Test("a memo's end stored ahead: no memo until its start is saved, then the two read as one text")
    func trailingPartsStoredAhead() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let storage = SQLiteBuildMemoStorage(connection: connection)
            try storage.save(BuildMemo(output: "/site", fingerprint: "old", recents: [], site: "s0", result: "old start\nold end"))
            try storage.save(BuildMemo(output: "/other", fingerprint: "f2", recents: [], site: "s2", result: "other"))
            // Long enough for two parts or more on each side.
            let start = (0..<90_000).map { "movie/\($0)/index.html?a long query" }.joined(separator: "\n") + "\n"
            let end = (0..<200_000).map { "digest \($0) 한" }.joined(separator: "\n")
            #expect(start.utf8.count > SQLiteBuildMemoStorage.partBytes * 2 && end.utf8.count > SQLiteBuildMemoStorage.partBytes * 2)

            try storage.saveTrailingParts(output: "/site", result: [end])
            // The last memo of the folder is forgotten, so its start is never read with this end.
            #expect(try storage.memo(output: "/site") == nil)
            #expect(try storage.memo(output: "/site", readingUntil: { _ in true }) == nil)
            #expect(try storage.memo(output: "/other")?.result == "other")

            try storage.save(output: "/site", fingerprint: "f", recents: ["heat"], site: { "s" }, result: [start], keepingTrailingParts: true)
            let memo = try #require(try storage.memo(output: "/site"))
            #expect(memo.result == start + end)
            #expect(memo.fingerprint == "f")
            #expect(try Self.storedParts(of: "/site", in: connection).count > 3)
            // Read in part order: the start's first part alone when that is enough.
            let first = try #require(try storage.memo(output: "/site", readingUntil: { _ in true }))
            #expect(start.hasPrefix(first.result) && first.result.count < start.count)

            // Saved without keeping them, the trailing parts are replaced with the whole result.
            try storage.save(output: "/site", fingerprint: "g", recents: [], site: { "s" }, result: ["whole"])
            #expect(try storage.memo(output: "/site")?.result == "whole")
            #expect(try Self.storedParts(of: "/site", in: connection) == ["whole"])

            // Forgetting the folder's memo removes trailing parts stored for it too.
            try storage.saveTrailingParts(output: "/site", result: [end])
            try storage.remove(output: "/site")
            #expect(try Self.storedParts(of: "/site", in: connection).isEmpty)
        }
    }

    @Test("the recent searches are read newest first, as typed")
    func recents() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let queries = SQLiteMoviesQueriesStorage(connection: connection, maxStorageLimit: 10)
            try await queries.saveRecentQueries(["heat", "Amélie", "HEAT"].map { MovieQuery(query: $0) })
            #expect(try SQLiteBuildMemoStorage(connection: connection).recentQueries() == ["HEAT", "Amélie"])
        }
    }

    /// The rows of `output`'s memo result, in order.
    private static func storedParts(of output: String, in connection: SQLiteConnection) throws -> [String] {
        try connection.query("SELECT data FROM build_memo_part WHERE output = ? ORDER BY part", [.text(output)]) { row throws(SQLiteError) in
            try row.string(0)
        }
    }
}
