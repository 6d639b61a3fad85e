import Foundation
import Testing

/// A TMDB that fails part way: the build says so (exit 3, the report naming what is missing) and
/// stops asking a server that answers only errors.
@Suite(.serialized) struct TMDBDegradedBuildTests {
    private func build(_ workspace: Workspace, _ server: TMDBTestServer) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state.sqlite", "--max-pages", "1",
             "--report", "report.json", "--source", "tmdb"],
            in: workspace.path,
            environment: server.environment
        )
    }

    private func report(_ workspace: Workspace) async throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any])
    }

    @Test func failedMovieDetailsMakeTheQueryAndTheBuildDegraded() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("nodetails war\n", to: "queries.txt")

        let result = try await build(workspace, server)
        #expect(result.exitCode == 3, "\(result.standardError)")
        #expect(result.standardError.contains("1 degraded"), "\(result.standardError)")
        let report = try await report(workspace)
        #expect(report["exit_code"] as? Int == 3)
        #expect((report["totals"] as? [String: Any])?["degraded"] as? Int == 1)
        let query = try #require((report["queries"] as? [[String: Any]])?.first)
        #expect(query["status"] as? String == "degraded")
        let problems = try #require(query["details_problems"] as? [[String: String]])
        let movieIDs = try #require(query["movie_ids"] as? [String])
        #expect(problems.count == movieIDs.count - 1, "every film but the shared one, whose details load")
        #expect(!problems.contains { $0["id"] == "550" })
        for film in problems {
            #expect(movieIDs.contains(film["id"] ?? ""))
            #expect(film["title"]?.hasPrefix("Nodetails War") == true)
            #expect(film["status"] == "failed")
            #expect(film["reason"]?.contains("503") == true, "\(film)")
        }
        #expect(workspace.exists("site/movie/550/index.html"))
    }

    @Test func movieDetailsFromTheCacheMakeTheQueryDegradedToo() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("war\n", to: "queries.txt")
        #expect(try await build(workspace, server).exitCode == 0)

        try await server.outage(status: 503, prefix: "movie/")
        let result = try await build(workspace, server)
        #expect(result.exitCode == 3, "\(result.standardError)")
        let query = try #require((try await report(workspace)["queries"] as? [[String: Any]])?.first)
        #expect(query["status"] as? String == "degraded")
        let problems = try #require(query["details_problems"] as? [[String: String]])
        #expect(problems.count == (query["movie_ids"] as? [String])?.count)
        #expect(problems.allSatisfy { $0["status"] == "stale" && $0["reason"]?.isEmpty == false })
        let movie = try #require(workspace.read("site/movie/550/index.html"))
        #expect(movie.contains("Runtime"), "the page keeps the cached details")
    }

    @Test func a5xxOutageOpensTheCircuitInsteadOfRetryingEveryRequest() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write((1...10).map { "outage query \($0)" }.joined(separator: "\n") + "\n", to: "queries.txt")
        #expect(try await build(workspace, server).exitCode == 0)
        let warm = try await server.requestCount()

        try await server.outage(status: 503)
        let result = try await build(workspace, server)
        let sent = try await server.requestCount() - warm
        #expect(result.exitCode == 3, "\(result.standardError)")
        let report = try await report(workspace)
        #expect((report["totals"] as? [String: Any])?["stale"] as? Int == 10)
        // 10 searches and ~200 movie details, 4 attempts each, without the circuit breaker: 208
        // requests were sent before. Now the requests in flight when it opens, with their retries.
        #expect(sent <= 40, "\(sent) requests sent to a server answering only 503")
        #expect(result.standardError.contains("answered HTTP 503 to the last"), "\(result.standardError)")
    }
}
