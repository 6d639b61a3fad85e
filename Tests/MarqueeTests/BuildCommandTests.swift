import Foundation
import Infrastructure
import Testing

/// `marquee build` end to end: the real binary, the embedded catalog, a real SQLite state file.
@Suite(.serialized) struct BuildCommandTests {
    private let queries = """
        # a small list
        heat
        Amélie

        love
        zzqqxxnothing
        HEAT
        """

    private func build(_ workspace: Workspace, _ extra: String...) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "2"] + extra,
            in: workspace.path
        )
    }

    @Test func buildsALinkedSiteAndSavesTheRecents() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")

        let result = try await build(workspace, "--report", "report.json")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("queries.txt:7: “HEAT” repeats line 2; dropped."))
        for page in ["index.html", "recent/index.html", "search/heat/index.html", "search/amelie/index.html",
                     "search/love/index.html", "search/love/page/2/index.html", "search/zzqqxxnothing/index.html", "style.css"] {
            #expect(workspace.exists("site/\(page)"), "missing \(page)")
        }
        #expect(!workspace.exists("site/search/love/page/3/index.html"), "--max-pages 2 must stop at page 2")
        let movies = workspace.tree("site").keys.filter { $0.hasPrefix("movie/") }
        #expect(movies.count > 20)

        let links = LinkChecker.brokenLinks(inSiteAt: workspace.url("site"))
        #expect(links.checked > 100)
        #expect(links.broken.isEmpty, "broken links: \(links.broken.prefix(5))")

        let index = try #require(workspace.read("site/index.html"))
        #expect(index.contains("search/amelie/index.html"))
        #expect(index.contains("Amélie"))
        let love = try #require(workspace.read("site/search/love/index.html"))
        #expect(love.contains("Page 1 of 2"))
        let nothing = try #require(workspace.read("site/search/zzqqxxnothing/index.html"))
        #expect(nothing.contains("No movies found"))

        let state = try SQLiteConnection(path: workspace.url("state/state.sqlite").path, mode: .readOnly)
        let recents = try state.query("SELECT query FROM recent_queries ORDER BY sequence DESC", []) { row in try row.string(0) }
        #expect(recents.map { $0.lowercased() } == ["zzqqxxnothing", "love", "amélie", "heat"])

        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        let reported = try #require(report?["queries"] as? [[String: Any]])
        #expect(reported.map { $0["slug"] as? String } == ["heat", "amelie", "love", "zzqqxxnothing"])
        #expect(reported.allSatisfy { $0["status"] as? String == "ok" })
        #expect((reported[2]["movie_ids"] as? [String])?.count == 40)
        #expect((reported[2]["pages_fetched"] as? Int) == 2)
        #expect(((report?["totals"] as? [String: Any])?["pages_removed"] as? Int) == 0)
    }

    @Test func aSecondBuildFromTheSameInputsChangesNothing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let first = workspace.tree("site")
        let indexDate = workspace.modificationDate("site/search/heat/index.html")
        try await Task.sleep(for: .milliseconds(50))

        let second = try await build(workspace, "--report", "report.json")

        #expect(second.exitCode == 0)
        #expect(workspace.tree("site") == first)
        #expect(workspace.modificationDate("site/search/heat/index.html") == indexDate)
        let totals = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        #expect(((totals?["totals"] as? [String: Any])?["pages_written"] as? Int) == 0)
    }

    @Test func aQueryRemovedFromTheListLosesItsPagesAndNothingElse() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nalien\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        try workspace.write("mine", to: "site/CNAME")

        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)

        #expect(!workspace.exists("site/search/alien/index.html"))
        #expect(workspace.exists("site/search/heat/index.html"))
        #expect(workspace.read("site/CNAME") == "mine")
    }

    @Test func readsQueriesFromStandardInput() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }

        let result = try await MarqueeProcess.run(
            ["build", "--queries", "-", "--output", "site", "--state", "state.sqlite", "--max-pages", "1"],
            in: workspace.path,
            input: Data("heat\n".utf8)
        )

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(workspace.exists("site/search/heat/index.html"))
    }

    @Test func aBadQueryFileIsExitTwoNamingTheLineAndLeavesTheSiteAlone() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let before = workspace.tree("site")

        try workspace.write(Data("heat\nalien\n\u{66}".utf8) + Data([0xFF, 0xFE, 0x0A]), to: "queries.txt")
        let invalid = try await build(workspace)
        #expect(invalid.exitCode == 2)
        #expect(invalid.standardError.contains("queries.txt:3:"))
        #expect(invalid.standardError.contains("UTF-8"))

        try workspace.write("heat\n\n" + String(repeating: "a", count: 201) + "\n", to: "queries.txt")
        let long = try await build(workspace)
        #expect(long.exitCode == 2)
        #expect(long.standardError.contains("queries.txt:3:"))
        #expect(long.standardError.contains("200"))

        let missing = try await MarqueeProcess.run(["build", "--queries", "nope.txt", "--output", "site"], in: workspace.path)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("nope.txt"))

        #expect(workspace.tree("site") == before)
    }

    @Test func refusesAFolderWithSomeoneElsesFiles() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("precious", to: "site/thesis.tex")

        let result = try await build(workspace)

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("thesis.tex"))
        #expect(workspace.tree("site").keys.sorted() == ["thesis.tex"])
    }

    @Test func aPlaceholderOnlyFolderIsFineAndTheKeepFileStays() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("", to: "site/.gitkeep")

        #expect(try await build(workspace).exitCode == 0)
        #expect(workspace.exists("site/.gitkeep"))
        #expect(workspace.exists("site/index.html"))
    }

    @Test func aSecondBuildWhileTheLockIsHeldIsExitFour() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let lock = try FileLock.acquire(path: workspace.url(".site.marquee-lock").path)

        let result = try await build(workspace)

        #expect(result.exitCode == 4)
        #expect(result.standardError.contains("process \(ProcessInfo.processInfo.processIdentifier)"))
        #expect(!workspace.exists("site"))
        #expect(workspace.exists(".site.marquee-lock"), "the refused build took the holder's lock file away")
        lock.release()

        // Once a build ends, well or not, nothing is left beside the output but the output.
        #expect(try await build(workspace).exitCode == 0)
        try workspace.write("heat\n\u{1}\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted() == ["queries.txt", "site", "state"])
    }

    @Test func aFolderWithoutQueriesIsToldToRunInitAndAMissingNamedFileIsNamed() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let bare = try await workspace.marquee("build")
        #expect(bare.exitCode == 2)
        #expect(bare.standardError.contains("No query file here: there is no queries.txt"), "\(bare.standardError)")
        #expect(bare.standardError.contains("marquee init"))
        #expect(!bare.standardError.contains("given with --queries."))

        let named = try await workspace.marquee("build", "--queries", "mine.txt")
        #expect(named.exitCode == 2)
        #expect(named.standardError.contains("Cannot read the query file mine.txt: no such file. Check the path given with --queries."))
    }

    @Test func theSummaryNamesThePageThatWasWritten() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let markdown = try await build(workspace, "--format", "markdown")
        #expect(markdown.exitCode == 0)
        #expect(markdown.standardError.contains("Open site/index.md"), "\(markdown.standardError)")
        #expect(!workspace.exists("site/index.html"))
        let html = try await build(workspace, "--format", "both")
        #expect(html.standardError.contains("Open site/index.html"), "\(html.standardError)")
    }

    @Test func usageErrorsAreExitTwo() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try await workspace.marquee("build", "--max-pages", "0").exitCode == 2)
        #expect(try await workspace.marquee("build", "--source", "elsewhere").exitCode == 2)
        #expect(try await workspace.marquee("build", "--quiet", "--verbose").exitCode == 2)
        #expect(try await workspace.marquee("frobnicate").exitCode == 2)
    }

    @Test func helpExplainsFlagsExitCodesAndTheQueryFile() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }

        let help = try await workspace.marquee("build", "--help")

        #expect(help.exitCode == 0)
        for text in ["--queries", "--output", "--source", "--max-pages", "--state", "--templates", "--report", "--offline",
                     "--quiet", "--verbose", "--recent-limit", "Exit codes", "200 characters", "#", "TMDB_API_KEY"] {
            #expect(help.standardOutput.contains(text), "help lacks \(text)")
        }
    }
}
