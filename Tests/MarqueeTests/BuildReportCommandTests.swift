import Foundation
import Testing

/// `--report` on every way a build ends: never an earlier run's report claiming success.
@Suite struct BuildReportCommandTests {
    private func report(_ workspace: Workspace) async throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
    }

    private func build(_ workspace: Workspace, _ extra: String...) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(["build", "--queries", "queries.txt", "--output", "site", "--state", "state.sqlite",
                                 "--report", "report.json"] + extra, in: workspace.path)
    }

    @Test func aFailedOrRefusedBuildReplacesTheReport() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let before = Date()
        #expect(try await build(workspace).exitCode == 0)
        let succeeded = try #require(try await report(workspace))
        #expect(succeeded["exit_code"] as? Int == 0)
        #expect((succeeded["marquee"] as? String)?.isEmpty == false)
        let startedAt = try #require(succeeded["started_at"] as? String)
        let started = try #require(try? Date(startedAt, strategy: .iso8601))
        #expect(started.timeIntervalSince(before) > -1 && started.timeIntervalSinceNow <= 1, "\(startedAt)")
        #expect((succeeded["duration_seconds"] as? Double).map { $0 > 0 && $0 < -before.timeIntervalSinceNow + 1 } == true)
        let steps = try #require(succeeded["phases"] as? [[String: Any]])
        #expect(steps.compactMap { $0["name"] as? String } == [
            "setup", "memo_check", "staging", "searches", "movie_pages", "person_pages", "lists", "feeds", "sitemap", "publish", "memo_save",
        ])
        let seconds = steps.compactMap { $0["seconds"] as? Double }
        #expect(seconds.count == steps.count && seconds.allSatisfy { $0 >= 0 })
        #expect(seconds.reduce(0, +) <= (succeeded["duration_seconds"] as? Double ?? 0) + 0.01)

        try workspace.write("heat\nal\u{1B}ien\n", to: "queries.txt")
        let usage = try await build(workspace)
        #expect(usage.exitCode == 2)
        let refused = try #require(try await report(workspace))
        #expect(refused["exit_code"] as? Int == 2)
        #expect(refused["published"] as? Bool == false)
        #expect((refused["error"] as? String)?.contains("queries.txt:2") == true)
        #expect(refused["started_at"] is String && refused["duration_seconds"] is Double)

        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let kept = try #require(try await report(workspace))
        #expect((kept["phases"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["setup", "memo_check"])
        try workspace.write(Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 3) }), to: "state.sqlite")
        let failed = try await build(workspace)
        #expect(failed.exitCode == 1)
        #expect(try await report(workspace)?["exit_code"] as? Int == 1)
    }

    @Test func aRefusedCommandLineRemovesTheOldReport() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
        let refused = try await build(workspace, "--max-pages", "0")
        #expect(refused.exitCode == 2)
        #expect(!workspace.exists("report.json"))
    }

    @Test func aSettingsFileThatDoesNotParseRemovesTheReportItNames() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "site/queries.txt")
        try workspace.write("report = \"reports/last.json\"\n", to: "site/marquee.toml")
        #expect(try await MarqueeProcess.run(["build", "--quiet"], in: workspace.path("site")).exitCode == 0)
        #expect(workspace.exists("site/reports/last.json"))

        // Broken below the report line: the build is refused and its old report goes.
        try workspace.write("report = \"reports/last.json\"\ntitle = \"unterminated\n", to: "site/marquee.toml")
        let refused = try await MarqueeProcess.run(["build", "--config", "site/marquee.toml"], in: workspace.path)
        #expect(refused.exitCode == 2, "\(refused.standardError)")
        #expect(!workspace.exists("site/reports/last.json"), "a stale report still claims the last exit code")

        // A file that is not a Marquee report is never removed, whatever the broken file names.
        try workspace.write("keep me", to: "site/reports/notes.txt")
        try workspace.write("report = 'reports/notes.txt'\n[[broken\n", to: "site/marquee.toml")
        #expect(try await MarqueeProcess.run(["build"], in: workspace.path("site")).exitCode == 2)
        #expect(workspace.read("site/reports/notes.txt") == "keep me")
    }
}
