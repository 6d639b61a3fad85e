import Foundation
import Testing

/// `marquee init` end to end, then a build in the new folder.
@Suite(.serialized) struct InitCommandTests {
    private static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    @Test func aNewFolderBuildsAtOnce() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let created = try await workspace.marquee("init", "movies")
        #expect(created.exitCode == 0, "\(created.standardError)")
        #expect(workspace.files(in: "movies").sorted() == ["marquee.toml", "queries.txt"])
        let settings = try #require(workspace.read("movies/marquee.toml"))
        #expect(settings.contains("# max-pages = 3"))
        let queries = try #require(workspace.read("movies/queries.txt")).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(queries.count == 12)

        let built = try await MarqueeProcess.run(["build", "--report", "report.json"], in: workspace.path("movies"))
        #expect(built.exitCode == 0, "\(built.standardError)")
        let reportData = try #require(FileManager.default.contents(atPath: workspace.path("movies/report.json")))
        let report = try #require(try JSONSerialization.jsonObject(with: reportData) as? [String: Any])
        let entries = try #require(report["queries"] as? [[String: Any]])
        #expect(entries.count == 12)
        for entry in entries {
            #expect(entry["status"] as? String == "ok")
            #expect((entry["total_results"] as? Int ?? 0) > 0, "\(entry["query"] ?? "") finds nothing in the embedded catalog")
        }
        let links = LinkChecker.brokenLinks(inSiteAt: workspace.url("movies/output"))
        #expect(links.broken.isEmpty, "broken links: \(links.broken.prefix(5))")
    }

    @Test func aFolderWithFilesIsRefusedAndForceOverwritesNothing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("Heat\n", to: "site/queries.txt")

        let refused = try await workspace.marquee("init", "site")
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.contains("already holds files"))
        #expect(refused.standardError.contains("--force"))
        #expect(workspace.files(in: "site") == ["queries.txt"])

        let forced = try await workspace.marquee("init", "site", "--force", "--templates")
        #expect(forced.exitCode == 0, "\(forced.standardError)")
        #expect(forced.standardOutput.contains("kept queries.txt"))
        #expect(workspace.read("site/queries.txt") == "Heat\n")
        #expect(workspace.exists("site/marquee.toml"))
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path) {
            let original = FileManager.default.contents(atPath: Self.templatesDirectory.appendingPathComponent(name).path)
            #expect(FileManager.default.contents(atPath: workspace.path("site/templates/\(name)")) == original, "\(name)")
        }

        try workspace.write("/* mine */\n", to: "site/templates/style.css")
        #expect(try await workspace.marquee("init", "site", "--force", "--templates").exitCode == 0)
        #expect(workspace.read("site/templates/style.css") == "/* mine */\n")
        let built = try await MarqueeProcess.run(["build", "--quiet"], in: workspace.path("site"))
        #expect(built.exitCode == 0, "\(built.standardError)")
        #expect(workspace.read("site/output/style.css") == "/* mine */\n", "the copied templates are used")
    }

    @Test func aFileIsNoFolder() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("x", to: "taken")
        let result = try await workspace.marquee("init", "taken", "--force")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("taken is a file"))
    }
}
