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

    @Test("the recent searches are read newest first, as typed")
    func recents() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try StateDatabase.open(path: directory.path("state.sqlite"))
            let queries = SQLiteMoviesQueriesStorage(connection: connection, maxStorageLimit: 10)
            try await queries.saveRecentQueries(["heat", "Amélie", "HEAT"].map { MovieQuery(query: $0) })
            #expect(try SQLiteBuildMemoStorage(connection: connection).recentQueries() == ["HEAT", "Amélie"])
        }
    }
}
