import Foundation
import Testing

/// A build whose inputs did not change keeps the published site without searching or rendering;
/// any change of input builds again, and the result is always byte-identical to a clean build.
@Suite(.serialized) struct BuildMemoCommandTests {
    private static let kept = "Nothing changed since the last build"
    private static let pagesKept = "files whose values did not change since the last build"

    /// How many files `--verbose` says were kept without reading what they show (films found by
    /// the same searches, people none of whose films changed), and of how many films.
    private static func keptUnread(_ standardError: String) -> (files: Int, films: Int)? {
        guard let match = standardError.firstMatch(of: /; (\d+) of them without reading what they show: the pages of (\d+) films/),
              let files = Int(match.1), let films = Int(match.2) else { return nil }
        return (files, films)
    }
    private let queries = "heat\nlove\nalien\nstar wars\nthe godfather\namelie\nbatman\nnight\nday\nman\ncity\n"

    private func build(_ workspace: Workspace, queries: String = "queries.txt", output: String = "site",
                       state: String = "state/state.sqlite", environment: [String: String] = [:],
                       executable: URL? = nil, _ extra: String...) async throws -> MarqueeProcess.Result {
        let arguments = ["build", "--queries", queries, "--output", output, "--state", state, "--max-pages", "2"] + extra
        guard let executable else {
            return try await MarqueeProcess.run(arguments, in: workspace.path, environment: environment)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: workspace.path)
        process.environment = MarqueeProcess.environment(environment)
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = try await MarqueeProcess.finish(process, reading: error)
        return MarqueeProcess.Result(exitCode: process.terminationStatus, standardOutput: "", standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A clean build of the same inputs, into a new output with a new state.
    private func cleanTree(_ workspace: Workspace, queries: String = "queries.txt", _ extra: [String] = []) async throws -> [String: Data] {
        let name = "clean-\(UUID().uuidString)"
        var arguments = ["build", "--queries", queries, "--output", name, "--state", "\(name)-state/state.sqlite", "--max-pages", "2"]
        arguments += extra
        let result = try await MarqueeProcess.run(arguments, in: workspace.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return workspace.tree(name)
    }

    private func totals(_ workspace: Workspace) async throws -> [String: Any] {
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        return try #require(report?["totals"] as? [String: Any])
    }

    @Test func aRebuildWithNothingChangedKeepsTheSiteAndReportsItUnchanged() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        let first = try await build(workspace, "--report", "full.json")
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(!first.standardError.contains(Self.kept))
        let tree = workspace.tree("site")
        let stamp = workspace.modificationDate("site/search/heat/index.html")

        let second = try await build(workspace, "--report", "report.json")

        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(second.standardError.contains(Self.kept), "\(second.standardError)")
        #expect(workspace.tree("site") == tree)
        #expect(workspace.modificationDate("site/search/heat/index.html") == stamp)
        let totals = try await totals(workspace)
        #expect(totals["pages_written"] as? Int == 0)
        #expect(totals["pages_removed"] as? Int == 0)
        #expect(totals["pages_unchanged"] as? Int == tree.keys.filter { !$0.hasPrefix(".") }.count)
        // The report of a kept site lists the same queries as the build that made it, except
        // that no film is new to it.
        let full = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("full.json"))) as? [String: Any]
        let kept = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        let fullQueries = try #require(full?["queries"] as? [[String: Any]])
        let keptQueries = try #require(kept?["queries"] as? [[String: Any]])
        #expect(fullQueries.contains { ($0["new_movie_ids"] as? [String])?.isEmpty == false })
        #expect(keptQueries.allSatisfy { ($0["new_movie_ids"] as? [String]) == [] })
        let withoutNew = { (queries: [[String: Any]]) in queries.map { $0.filter { $0.key != "new_movie_ids" } } as NSArray }
        #expect(withoutNew(fullQueries) == withoutNew(keptQueries))
        #expect(tree == (try await cleanTree(workspace)))
    }

    /// Without a report, a kept site's summary counts its queries by status and its films as the
    /// build that made it did (its queries' film ids and paths are then not read from the memo).
    @Test func aKeptSiteWithoutAReportSaysWhatItsBuildFound() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries + "zzqqxxnothing\n", to: "queries.txt")
        let summary = { (standardError: String) in standardError.split(separator: "\n").first { $0.hasPrefix("Built ") }?.split(separator: ";").first }
        let first = try await build(workspace)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let second = try await build(workspace)
        #expect(second.standardError.contains(Self.kept), "\(second.standardError)")
        let counts = try #require(summary(first.standardError))
        #expect(counts.hasPrefix("Built 12 queries (12 ok, 0 degraded, 0 stale, 0 failed), "), "\(counts)")
        #expect(summary(second.standardError) == counts, "\(second.standardError)")
    }

    @Test func changingOneQueryRebuildsToExactlyWhatACleanBuildMakes() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        #expect(try await build(workspace).standardError.contains(Self.kept))

        try workspace.write(queries.replacingOccurrences(of: "alien\n", with: "matrix\n"), to: "queries.txt")
        let changed = try await build(workspace, "--report", "report.json", "--verbose")

        #expect(changed.exitCode == 0, "\(changed.standardError)")
        #expect(!changed.standardError.contains(Self.kept))
        // Most pages are kept without rendering them: only those that show the change are not.
        #expect(changed.standardError.contains(Self.pagesKept), "\(changed.standardError.suffix(500))")
        // The other ten searches are not run again: their films are read by id, their pages kept.
        #expect(changed.standardError.contains("Replayed 10 of 11 searches"), "\(changed.standardError.suffix(500))")
        // Most people's films did not change: their pages are kept without reading those films.
        // Most films were found by the same searches: their pages are kept without their details.
        let keptUnread = try #require(Self.keptUnread(changed.standardError), "\(changed.standardError.suffix(500))")
        #expect(keptUnread.files > 100 && keptUnread.films > 20, "\(keptUnread)")
        #expect(try await totals(workspace)["pages_removed"] as? Int ?? 0 > 0)
        #expect(workspace.exists("site/search/matrix/index.html"))
        #expect(!workspace.exists("site/search/alien/index.html"))
        #expect(workspace.tree("site") == (try await cleanTree(workspace)))
    }

    @Test func filesPutIntoPageFoldersSurviveRebuildsThatListOnlyTheFoldersChanged() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        // More than the margin for the clock's grain: this tree's folders are older than the
        // publications that follow. It is set aside by the next build, and the one after staged
        // in it, so the fourth build finds most of its page folders as the third published them.
        try await Task.sleep(for: .milliseconds(1_200))
        try workspace.write(queries.replacingOccurrences(of: "alien\n", with: "matrix\n"), to: "queries.txt")
        let changed = try await build(workspace, "--verbose")
        #expect(changed.exitCode == 0, "\(changed.standardError)")

        let movie = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path("site/movie")).sorted().first)
        try workspace.write("my notes", to: "site/movie/\(movie)/notes.txt")
        try workspace.write(queries, to: "queries.txt")
        let back = try await build(workspace, "--verbose")
        #expect(back.exitCode == 0, "\(back.standardError)")
        #expect(workspace.read("site/movie/\(movie)/notes.txt") == "my notes")
        // The next rebuild knows that folder holds a file of the user's, and lists it again.
        try workspace.write(queries.replacingOccurrences(of: "alien\n", with: "matrix\n"), to: "queries.txt")
        let fourth = try await build(workspace, "--verbose")
        #expect(fourth.exitCode == 0, "\(fourth.standardError)")
        #expect(fourth.standardError.contains("Publishing took"), "\(fourth.standardError.suffix(800))")
        #expect(workspace.read("site/movie/\(movie)/notes.txt") == "my notes")
        var tree = workspace.tree("site")
        tree["movie/\(movie)/notes.txt"] = nil
        #expect(tree == (try await cleanTree(workspace)))
    }

    @Test func aTemplateChangeBuildsAgain() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        try workspace.write("{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n\nFirst version.\n", to: "theme/results.md")
        #expect(try await build(workspace, "--templates", "theme").exitCode == 0)
        #expect(workspace.read("site/search/heat/index.html")?.contains("First version.") == true)

        try workspace.write("{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n\nSecond version.\n", to: "theme/results.md")
        let second = try await build(workspace, "--templates", "theme", "--verbose")

        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(!second.standardError.contains(Self.kept))
        #expect(!second.standardError.contains(Self.pagesKept), "other templates: every page is rendered again")
        #expect(!second.standardError.contains("Replayed"), "nor is any search replayed: its pages must be made")
        #expect(workspace.read("site/search/heat/index.html")?.contains("Second version.") == true)
        #expect(workspace.tree("site") == (try await cleanTree(workspace, ["--templates", "theme"])))
        #expect(try await build(workspace, "--templates", "theme").standardError.contains(Self.kept))
    }

    @Test func anOptionChangeBuildsAgain() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)

        let markdown = try await build(workspace, "--format", "both")

        #expect(markdown.exitCode == 0, "\(markdown.standardError)")
        #expect(!markdown.standardError.contains(Self.kept))
        #expect(workspace.exists("site/search/heat/index.md"))
        let pages = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "1"],
            in: workspace.path
        )
        #expect(!pages.standardError.contains(Self.kept))
        #expect(!workspace.exists("site/search/heat/page/2/index.html"))
    }

    @Test func anotherSiteTitleRemakesThePagesOfPeopleWhoseFilmsDidNotChange() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        try workspace.write(queries.replacingOccurrences(of: "alien\n", with: "matrix\n"), to: "queries.txt")

        let retitled = try await build(workspace, "--title", "Film Nights", "--verbose")

        #expect(retitled.exitCode == 0, "\(retitled.standardError)")
        #expect((Self.keptUnread(retitled.standardError)?.files ?? 0) == 0, "\(retitled.standardError.suffix(500))")
        let people = try FileManager.default.contentsOfDirectory(atPath: workspace.path("site/person"))
        let person = try #require(people.first)
        #expect(workspace.read("site/person/\(person)/index.html")?.contains("Film Nights") == true)
        #expect(workspace.tree("site") == (try await cleanTree(workspace, ["--title", "Film Nights"])))
    }

    @Test func aDamagedSiteOrNewRecentsBuildAgain() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let tree = workspace.tree("site")

        try workspace.write("edited by hand", to: "site/search/heat/index.html")
        let repaired = try await build(workspace, "--verbose")
        #expect(!repaired.standardError.contains(Self.kept))
        #expect(!repaired.standardError.contains(Self.pagesKept), "a damaged site: every page is rendered again")
        #expect(workspace.tree("site") == tree)

        try FileManager.default.removeItem(at: workspace.url("site/movie"))
        #expect(!(try await build(workspace)).standardError.contains(Self.kept))
        #expect(workspace.tree("site") == tree)

        let search = try await MarqueeProcess.run(["search", "zorro", "--state", "state/state.sqlite"], in: workspace.path)
        #expect(search.exitCode == 0, "\(search.standardError)")
        let afterSearch = try await build(workspace)
        #expect(!afterSearch.standardError.contains(Self.kept))
        // Eleven searches push "zorro" out of the ten recents again: the same site as before.
        #expect(workspace.tree("site") == tree)
        #expect(try await build(workspace).standardError.contains(Self.kept))
    }

    @Test func anotherCatalogOrBinaryBuildsAgain() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)

        // Another binary: a copy has its own inode and time.
        let copy = workspace.url("marquee-copy")
        try FileManager.default.copyItem(at: MarqueeProcess.executable, to: copy)
        let other = try await build(workspace, executable: copy)
        #expect(other.exitCode == 0, "\(other.standardError)")
        #expect(!other.standardError.contains(Self.kept))

        // Another catalog: one title changed.
        let catalog = try Workspace.embeddedCatalog()
        try workspace.write(catalog.replacingOccurrences(of: "\tHeat\t", with: "\tHeat Wave\t"), to: "catalog.tsv")
        let environment = ["MARQUEE_CATALOG_TSV": workspace.url("catalog.tsv").path]
        let changed = try await build(workspace, environment: environment)
        #expect(changed.exitCode == 0, "\(changed.standardError)")
        #expect(!changed.standardError.contains(Self.kept))
        #expect(workspace.read("site/search/heat/index.html")?.contains("Heat Wave") == true)
    }
}
