import Foundation
import Testing

/// The feeds of new films end to end: the state remembers when each search first found each
/// film, `SOURCE_DATE_EPOCH` dates a build, and the feeds, the home page and the report say
/// what each build found first.
@Suite(.serialized) struct FeedCommandTests {
    private static let first = "1764040500"   // 2025-11-25T03:15:00Z
    private static let second = "1764126900"  // 2025-11-26T03:15:00Z
    private static let third = "1764213300"   // 2025-11-27T03:15:00Z

    private func build(_ workspace: Workspace, at epoch: String, _ extra: [String] = []) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "1",
             "--report", "report.json", "--base-url", "https://example.org/club/"] + extra,
            in: workspace.path, environment: ["SOURCE_DATE_EPOCH": epoch]
        )
    }

    /// The `<updated>` of each entry of a feed, in order, and the feed's own.
    private func dates(_ feed: String) -> (feed: String, entries: [String]) {
        let entries = feed.components(separatedBy: "<entry>").dropFirst().map { entry in
            String(entry.components(separatedBy: "<updated>")[1].prefix { $0 != "<" })
        }
        let own = feed.components(separatedBy: "<updated>")[1].prefix { $0 != "<" }
        return (String(own), entries)
    }

    private func newIDs(_ workspace: Workspace) throws -> [String: [String]] {
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        let queries = try #require(report?["queries"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: queries.map { ($0["query"] as? String ?? "", $0["new_movie_ids"] as? [String] ?? ["missing"]) })
    }

    @Test func aSearchAddedLaterDatesItsFilmsByTheBuildThatFirstFoundThem() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nalien\n", to: "queries.txt")
        let first = try await build(workspace, at: Self.first)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        let feeds = try #require(report?["feeds"] as? [String: Any])
        #expect(feeds["count"] as? Int == 3, "the site's and each search's")
        #expect((feeds["seconds"] as? Double).map { $0 >= 0 } == true)
        let heatIDs = try #require(try newIDs(workspace)["heat"])
        #expect(!heatIDs.isEmpty)
        let heatFeed = try #require(workspace.read("site/search/heat/feed.xml"))
        #expect(dates(heatFeed).entries.allSatisfy { $0 == "2025-11-25T03:15:00Z" })
        #expect(heatFeed.contains(#"<link rel="self" type="application/atom+xml" href="https://example.org/club/search/heat/feed.xml"/>"#))

        try workspace.write("heat\nalien\nlove\n", to: "queries.txt")
        let second = try await build(workspace, at: Self.second)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let ids = try newIDs(workspace)
        #expect(ids["heat"] == [] && ids["alien"] == [], "found before: nothing new")
        #expect(ids["love"]?.isEmpty == false)
        #expect(workspace.read("site/search/heat/feed.xml") == heatFeed, "heat's feed keeps its films' first dates")
        let love = dates(try #require(workspace.read("site/search/love/feed.xml")))
        #expect(love.feed == "2025-11-26T03:15:00Z")
        #expect(!love.entries.isEmpty && love.entries.allSatisfy { $0 == "2025-11-26T03:15:00Z" })

        let site = try #require(workspace.read("site/feed.xml"))
        let siteDates = dates(site)
        #expect(siteDates.feed == "2025-11-26T03:15:00Z")
        #expect(siteDates.entries == siteDates.entries.sorted(by: >), "newest first")
        #expect(siteDates.entries.contains("2025-11-25T03:15:00Z") && siteDates.entries.contains("2025-11-26T03:15:00Z"))
        let home = try #require(workspace.read("site/index.html"))
        #expect(home.contains("<h2>New in this build</h2>"))
        #expect(home.contains(#"<link rel="alternate" type="application/atom+xml" title="Marquee: new films" href="feed.xml">"#))
        let loveFilm = try #require(ids["love"]?.first)
        #expect(home.contains(#"href="movie/\#(loveFilm)/index.html""#), "the home page lists the films new in this build")

        // Everything rebuilt (another stylesheet changes the program's fingerprint), same state,
        // a later date: the feeds come out byte for byte the same, and nothing is new.
        let feedFiles = workspace.tree("site").filter { $0.key.hasSuffix("feed.xml") }
        try workspace.write("body { color: black; }\n", to: "templates/style.css")
        let third = try await build(workspace, at: Self.third, ["--templates", "templates"])
        #expect(third.exitCode == 0, "\(third.standardError)")
        #expect(try newIDs(workspace).values.allSatisfy(\.isEmpty))
        #expect(workspace.tree("site").filter { $0.key.hasSuffix("feed.xml") } == feedFiles)
        #expect(try #require(workspace.read("site/index.html")).contains("Nothing is new in this build."))

        let kept = try await build(workspace, at: Self.third, ["--templates", "templates"])
        #expect(kept.exitCode == 0)
        let keptReport = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        #expect(keptReport?["feeds"] == nil, "a build that keeps the published site writes no feed")

        // A search dropped and added back starts afresh.
        try workspace.write("heat\nlove\n", to: "queries.txt")
        #expect(try await build(workspace, at: Self.third).exitCode == 0)
        try workspace.write("heat\nalien\nlove\n", to: "queries.txt")
        #expect(try await build(workspace, at: "1764299700").exitCode == 0)
        #expect(dates(try #require(workspace.read("site/search/alien/feed.xml"))).entries.allSatisfy { $0 == "2025-11-28T03:15:00Z" })
    }

    @Test func theFeedLimitKeepsTheNewestAndIsCheckedLikeEveryLimit() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("love\n", to: "queries.txt")
        #expect(try await build(workspace, at: Self.first, ["--feed-limit", "3"]).exitCode == 0)
        #expect(dates(try #require(workspace.read("site/feed.xml"))).entries.count == 3)
        #expect(dates(try #require(workspace.read("site/search/love/feed.xml"))).entries.count == 3)
        try workspace.write("feed-limit = 5\n", to: "marquee.toml")
        #expect(try await build(workspace, at: Self.first).exitCode == 0)
        #expect(dates(try #require(workspace.read("site/feed.xml"))).entries.count == 5, "marquee.toml's feed-limit")
        let zero = try await build(workspace, at: Self.first, ["--feed-limit", "0"])
        #expect(zero.exitCode == 2)
        #expect(zero.standardError.contains("--feed-limit must be an integer from 1 to 10000"), "\(zero.standardError)")
    }

    @Test func aSourceDateEpochThatIsNoTimeIsRefusedAndTheSiteKept() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace, at: Self.first).exitCode == 0)
        let site = workspace.tree("site")
        for bad in ["yesterday", "-5", "1.5", "99999999999999999999"] {
            let result = try await build(workspace, at: bad)
            #expect(result.exitCode == 2, "\(bad): \(result.standardError)")
            #expect(result.standardError.contains("SOURCE_DATE_EPOCH is \"\(bad)\""), "\(result.standardError)")
        }
        #expect(workspace.tree("site") == site)
    }

    @Test func withoutABaseURLThereAreNoFeedsAndVerboseSaysWhy() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let result = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "1", "--verbose"],
            in: workspace.path
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!workspace.tree("site").keys.contains { $0.hasSuffix("feed.xml") })
        #expect(result.standardError.contains("No feeds of new films: they need --base-url"), "\(result.standardError)")
        let home = try #require(workspace.read("site/index.html"))
        #expect(home.contains("<h2>New in this build</h2>"))
        #expect(!home.contains("application/atom+xml"))
    }
}
