import Foundation
import Infrastructure
import Testing

/// `marquee build --source tmdb` end to end: the real binary against the TMDB-shaped server on
/// 127.0.0.1, a real SQLite state file.
@Suite(.serialized) struct TMDBBuildCommandTests {
    private let queries = "love\nwar\nzzqqxxnothing\n"

    private func build(_ workspace: Workspace, environment: [String: String], _ extra: String...) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "2",
             "--report", "report.json", "--source", "tmdb"] + extra,
            in: workspace.path,
            environment: environment
        )
    }

    private func report(_ workspace: Workspace) async throws -> [[String: Any]] {
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        return try #require(report?["queries"] as? [[String: Any]])
    }

    private func recents(_ workspace: Workspace) async throws -> [String] {
        let state = try SQLiteConnection(path: workspace.url("state/state.sqlite").path, mode: .readOnly)
        return try state.query("SELECT query || ':' || sequence FROM recent_queries ORDER BY sequence DESC", []) { row in try row.string(0) }
    }

    /// Every file the build wrote (site, report, state) and everything it printed, without `secret`.
    private func expectAbsent(_ secret: String, in workspace: Workspace, _ results: MarqueeProcess.Result...) {
        for result in results {
            #expect(!result.standardOutput.contains(secret))
            #expect(!result.standardError.contains(secret))
        }
        for (path, data) in workspace.tree("") {
            #expect(data.range(of: Data(secret.utf8)) == nil, "\(path) holds the key")
        }
    }

    /// The site's files with what depends on the data (movie ids, page numbers, which genres and
    /// years exist) folded, so two sources can be compared.
    private func shape(_ workspace: Workspace) -> Set<String> {
        let folds = [("^(movie|genre|year|person)/[^/]+/", "$1/<value>/"), ("/page/[0-9]+/", "/page/<n>/"), ("/from/[^/]+/", "/from/<id>/")]
            .map { (try! NSRegularExpression(pattern: $0.0), $0.1) }
        return Set(workspace.tree("site").keys.map { path in
            folds.reduce(path) { folded, fold in
                fold.0.stringByReplacingMatches(in: folded, range: NSRange(folded.startIndex..., in: folded), withTemplate: fold.1)
            }
        })
    }

    @Test func publishesTheSameSiteShapeAsTheLocalSource() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let tmdb = try Workspace()
        let local = try Workspace()
        defer { tmdb.remove(); local.remove() }
        try tmdb.write(queries, to: "queries.txt")
        try local.write(queries, to: "queries.txt")

        let result = try await build(tmdb, environment: server.environment, "--verbose")
        let localResult = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "2"],
            in: local.path
        )

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(localResult.exitCode == 0, "\(localResult.standardError)")
        #expect(shape(tmdb) == shape(local))
        for page in ["index.html", "recent/index.html", "search/love/index.html", "search/love/page/2/index.html",
                     "search/war/page/2/index.html", "search/zzqqxxnothing/index.html", "movie/550/index.html"] {
            #expect(tmdb.exists("site/\(page)"), "missing \(page)")
        }
        #expect(!tmdb.exists("site/search/love/page/3/index.html"), "--max-pages 2")
        let links = LinkChecker.brokenLinks(inSiteAt: tmdb.url("site"))
        #expect(links.broken.isEmpty, "broken links: \(links.broken.prefix(5))")

        let reported = try await report(tmdb)
        #expect(reported.map { $0["status"] as? String } == ["ok", "ok", "ok"])
        #expect(reported.map { $0["pages_fetched"] as? Int } == [2, 2, 1])
        let loveIDs = try #require(reported[0]["movie_ids"] as? [String])
        #expect(loveIDs.count == 40, "20 a page; the broken result of page 2 is skipped")
        #expect(loveIDs.first == "550")

        let shared = try #require(tmdb.read("site/movie/550/index.html"))
        #expect(shared.contains(#"src="https://image.tmdb.org/t/p/w342/common-ground.jpg""#))
        #expect(shared.contains("Runtime"), "details come from movie/{id}")
        #expect(shared.contains("Drama, Thriller"))
        #expect(shared.contains("search/love/index.html") && shared.contains("search/war/index.html"))
        let noPoster = try #require(tmdb.read("site/movie/\(loveIDs[3])/index.html"), "the server sends a null poster_path at index 3")
        #expect(!noPoster.contains("<img"))

        #expect(try await recents(tmdb).map { $0.split(separator: ":")[0] } == ["zzqqxxnothing", "war", "love"])

        let site = tmdb.tree("site")
        let again = try await build(tmdb, environment: server.environment)
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(tmdb.tree("site") == site, "same answers, byte-identical site, whatever order the answers came in")
        expectAbsent(TMDBTestServer.apiKey, in: tmdb, result, again)
    }

    @Test func withTheServerGoneTheNextBuildPublishesFromTheCacheAndNamesTheStaleQueries() async throws {
        let server = try TMDBTestServer()
        let workspace = try Workspace()
        defer { server.stop(); workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        let first = try await build(workspace, environment: server.environment)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let recentsBefore = try await recents(workspace)
        let titleBefore = try #require(workspace.read("site/search/love/index.html"))
        let pagesBefore = try await report(workspace).map { $0["paths"] as? [String] ?? [] }
        #expect(pagesBefore.contains { $0.count > 1 }, "some query must have several pages")

        server.stop()
        let second = try await build(workspace, environment: server.environment)

        #expect(second.exitCode == 3, "\(second.standardError)")
        for query in ["love", "war", "zzqqxxnothing"] {
            #expect(second.standardError.contains("“\(query)”") && second.standardError.contains("stale"))
        }
        let reported = try await report(workspace)
        #expect(reported.map { $0["status"] as? String } == ["stale", "stale", "stale"])
        #expect(reported.map { $0["paths"] as? [String] ?? [] } == pagesBefore, "a stale query keeps every cached page")
        #expect(reported.allSatisfy { ($0["error"] as? String)?.contains("cannot reach TMDB") == true })
        #expect((reported[0]["movie_ids"] as? [String])?.first == "550")
        let love = try #require(workspace.read("site/search/love/index.html"))
        #expect(love.contains("Common Ground") && love.contains("Love 2"))
        #expect(love.contains("cache"), "the page says its results come from the cache")
        #expect(titleBefore.contains("Common Ground"))
        #expect(try #require(workspace.read("site/movie/550/index.html")).contains("Runtime"), "details from the cache")
        #expect(try await recents(workspace) == recentsBefore, "a cache hit alone does not count as a search")
        expectAbsent(TMDBTestServer.apiKey, in: workspace, first, second)
    }

    @Test func offlineUsesOnlyTheCacheAndSendsNothing() async throws {
        let server = try TMDBTestServer()
        let workspace = try Workspace()
        defer { server.stop(); workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace, environment: server.environment).exitCode == 0)
        let requestsBefore = try await server.requestCount()

        let offline = try await build(workspace, environment: ["TMDB_API_KEY": "", "TMDB_ACCESS_TOKEN": "", "TMDB_API_BASE_URL": server.baseURL], "--offline")

        #expect(offline.exitCode == 3, "\(offline.standardError)")
        #expect(try await server.requestCount() == requestsBefore)
        #expect(try await report(workspace).allSatisfy { $0["status"] as? String == "stale" && ($0["error"] as? String)?.contains("--offline") == true })
        #expect(workspace.exists("site/movie/550/index.html"))
    }

    @Test func offlineWithNoServerAndNoCacheFailsWithoutPublishing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")

        let result = try await build(workspace, environment: ["TMDB_API_KEY": "", "TMDB_ACCESS_TOKEN": "", "TMDB_API_BASE_URL": "http://127.0.0.1:9/3"], "--offline")

        #expect(result.exitCode == 1, "\(result.standardError)")
        #expect(try await report(workspace).allSatisfy { $0["status"] as? String == "failed" })
        #expect(!workspace.exists("site/index.html"))
        #expect(try await recents(workspace).isEmpty)
    }

    @Test func withoutCredentialsTheBuildIsAUsageErrorNamingTheVariables() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")

        let result = try await build(workspace, environment: ["TMDB_API_KEY": "", "TMDB_ACCESS_TOKEN": " "])

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("TMDB_API_KEY") && result.standardError.contains("TMDB_ACCESS_TOKEN"))
    }

    @Test func concurrencyMustBeAtLeastOne() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")

        let result = try await build(workspace, environment: ["TMDB_API_KEY": "k"], "--concurrency", "0")

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--concurrency must be an integer of at least 1"))
    }

    @Test func aRefusedKeyFailsEveryQueryAndNamesTheVariableButNeverTheKey() async throws {
        let server = try TMDBTestServer()
        let workspace = try Workspace()
        defer { server.stop(); workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        let wrongKey = "wrong-key-0123456789abcdef"
        var environment = server.environment
        environment["TMDB_API_KEY"] = wrongKey

        let result = try await build(workspace, environment: environment, "--verbose", "--concurrency", "2")

        #expect(result.exitCode == 1, "\(result.standardError)")
        #expect(result.standardError.contains("TMDB refused the credentials (HTTP 401)"))
        #expect(result.standardError.contains("(Invalid API key: You must be granted a valid key.)"))
        #expect(result.standardError.contains("check TMDB_API_KEY"))
        #expect(try await report(workspace).allSatisfy { $0["status"] as? String == "failed" })
        expectAbsent(wrongKey, in: workspace, result)
    }

    @Test func searchPrintsAPageFromTMDB() async throws {
        let server = try TMDBTestServer()
        let workspace = try Workspace()
        defer { server.stop(); workspace.remove() }

        let result = try await MarqueeProcess.run(
            ["search", "star wars", "--source", "tmdb", "--page", "2", "--json", "--state", "state.sqlite"],
            in: workspace.path, environment: server.environment
        )

        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document?["page"] as? Int == 2)
        #expect(document?["total_pages"] as? Int == 3)
        let results = try #require(document?["results"] as? [[String: Any]])
        #expect(results.first?["title"] as? String == "Star Wars 21")
        #expect((results.first?["poster_url"] as? String)?.hasPrefix("https://image.tmdb.org/t/p/w342/") == true)
        expectAbsent(TMDBTestServer.apiKey, in: workspace, result)
    }

    @Test func aTitleThatWouldEndTheScriptStaysInsideTheJSONLD() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let workspace = try Workspace()
        defer { workspace.remove() }
        // The server names its films after the query, each word capitalized: `"q"` stays lowercase.
        try workspace.write(#"</script><script>alert(1)</script> "Q" & A"# + "\n", to: "queries.txt")

        let result = try await build(workspace, environment: server.environment, "--max-pages", "1", "--base-url", "https://example.org/")

        #expect(result.exitCode == 0, "\(result.standardError)")
        let ids = try #require(try await report(workspace).first?["movie_ids"] as? [String]).filter { $0 != "550" }
        #expect(ids.count == 19)
        for id in ids {
            let page = try #require(workspace.read("site/movie/\(id)/index.html"))
            #expect(!page.contains("</script><script>"))
            let json = try #require(page.components(separatedBy: #"<script type="application/ld+json">"#).dropFirst().first?
                .components(separatedBy: "</script>").first)
            let movie = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let name = try #require(movie["name"] as? String)
            #expect(name.hasPrefix(#"</script><script>alert(1)</script> "q" & A "#) && name.last?.isNumber == true, "\(name)")
            #expect(movie["url"] as? String == "https://example.org/movie/\(id)/index.html")
        }
    }
}
