import Foundation
import Testing

/// Unattended builds: interrupted, concurrent, read-only, alike-named queries, progress output.
@Suite(.serialized) struct CronGradeTests {
    /// A first, small, good site in `site`, built from `heat` and `alien`.
    private func buildGoodSite(_ workspace: Workspace, asNobody: Bool = false) async throws -> [String: Data] {
        try workspace.write("heat\nalien\n", to: "queries.txt")
        let result = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"],
            in: workspace.path,
            asNobody: asNobody
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        return workspace.tree("site")
    }

    private func stagingFolders(_ workspace: Workspace) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: workspace.path)) ?? []).filter { $0.contains("marquee-staging") }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalMidBuildLeavesThePreviousSiteExactlyAsItWas(signal: Int32) async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let before = try await buildGoodSite(workspace)

        try workspace.write("{\"exit_code\": 0}\n", to: "report.json")
        let build = try LongBuild(in: workspace, extra: ["--report", "report.json"])
        try #require(await build.waitUntilStaging(in: workspace), "the build ended before it could be interrupted")
        kill(build.process.processIdentifier, signal)
        let (status, _, errors) = try await build.finish()

        #expect(status == 1)
        #expect(errors.contains("Interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); the previous site was left untouched."))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("report.json"))) as? [String: Any]
        #expect(report?["exit_code"] as? Int == 1, "the report says how the build ended")
        #expect(report?["published"] as? Bool == false)
        #expect((report?["error"] as? String)?.hasPrefix("Interrupted by") == true)
        #expect(workspace.tree("site") == before)
        #expect(stagingFolders(workspace).isEmpty)
        let next = try await MarqueeProcess.run(["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"], in: workspace.path)
        #expect(next.exitCode == 0)
    }

    @Test func killNineMidBuildLeavesThePreviousSiteAndTheNextBuildCleansUp() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let before = try await buildGoodSite(workspace)

        let build = try LongBuild(in: workspace)
        try #require(await build.waitUntilStaging(in: workspace), "the build ended before it could be killed")
        kill(build.process.processIdentifier, SIGKILL)
        let (_, reason, _) = try await build.finish()

        #expect(reason == .uncaughtSignal)
        #expect(workspace.tree("site") == before)
        #expect(!stagingFolders(workspace).isEmpty)
        try workspace.write("heat\nalien\namelie\n", to: "queries.txt")
        let next = try await MarqueeProcess.run(["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"], in: workspace.path)
        #expect(next.exitCode == 0, "\(next.standardError)")
        #expect(workspace.exists("site/search/amelie/index.html"))
        #expect(stagingFolders(workspace).isEmpty)
    }

    @Test func aSecondBuildWhileOneRunsGetsExitFourNamingTheHolder() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let build = try LongBuild(in: workspace)
        defer { if build.process.isRunning { kill(build.process.processIdentifier, SIGKILL) } }
        try #require(await build.waitUntilStaging(in: workspace))

        try workspace.write("heat\n", to: "queries.txt")
        let second = try await MarqueeProcess.run(["build", "--queries", "queries.txt", "--output", "site", "--state", "other.sqlite"], in: workspace.path)

        #expect(second.exitCode == 4)
        #expect(second.standardError.contains("process \(build.process.processIdentifier)"))
        let first = try await build.finish()
        #expect(first.status == 0, "\(first.standardError)")
    }

    @Test func searchesDuringABuildKeepTheRecentsWhole() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let build = try LongBuild(in: workspace)
        try #require(await build.waitUntilStaging(in: workspace))

        for query in ["heat", "alien", "amelie", "fargo", "jaws"] {
            let search = try await workspace.marquee("search", query, "--state", "state/state.sqlite")
            #expect(search.exitCode == 0, "\(search.standardError)")
        }
        let first = try await build.finish()
        #expect(first.status == 0, "\(first.standardError)")

        let check = try await workspace.marquee("state", "check", "--state", "state/state.sqlite")
        #expect(check.exitCode == 0, "\(check.standardOutput)")
        let recent = try await workspace.marquee("recent", "--state", "state/state.sqlite", "--limit", "10")
        #expect(recent.standardOutput.split(separator: "\n").count == 10)
    }

    @Test func aReadOnlyOutputFolderIsRefusedAndLeftAsItWas() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let asNobody = MarqueeProcess.isRoot
        if asNobody {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: workspace.path)
        }
        let before = try await buildGoodSite(workspace, asNobody: asNobody)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.url("site").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.url("site").path) }

        try workspace.write("heat\nalien\njaws\n", to: "queries.txt")
        let result = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"],
            in: workspace.path,
            asNobody: asNobody
        )

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("read-only"))
        #expect(workspace.tree("site") == before)
    }

    @Test func queriesThatNormaliseAlikeGetDistinctStableSlugs() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("Face/Off\nface off\n", to: "queries.txt")

        let result = try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "s.sqlite", "--report", "r.json")

        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("r.json"))) as? [String: Any]
        let slugs = ((report?["queries"] as? [[String: Any]]) ?? []).compactMap { $0["slug"] as? String }
        #expect(slugs.count == 2)
        #expect(Set(slugs).count == 2)
        #expect(slugs.allSatisfy { workspace.exists("site/search/\($0)/index.html") })
        #expect(LinkChecker.brokenLinks(inSiteAt: workspace.url("site")).broken.isEmpty)

        try workspace.write("face off\nFace/Off\n", to: "queries.txt")
        _ = try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "s.sqlite", "--report", "r.json")
        let again = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("r.json"))) as? [String: Any]
        let reordered = ((again?["queries"] as? [[String: Any]]) ?? []).compactMap { $0["slug"] as? String }
        #expect(reordered == slugs.reversed())
    }

    @Test func quietPrintsNothingOnSuccessAndTheSummaryOtherwise() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")

        let quiet = try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "s.sqlite", "--quiet")
        let normal = try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "s.sqlite")

        #expect(quiet.exitCode == 0)
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.standardOutput.isEmpty)
        let summary = normal.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasPrefix("Built 1 query (1 ok, 0 degraded, 0 stale, 0 failed)"))
        #expect(summary.contains("0 written,"))
        #expect(summary.contains(" s. "))
    }

    @Test func aTerminalGetsAProgressBar() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nalien\n", to: "queries.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(MarqueeProcess.executable.path) build --queries queries.txt --output site --state s.sqlite", "/dev/null"]
        process.currentDirectoryURL = workspace.url("")
        process.environment = MarqueeProcess.environment()
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: try await MarqueeProcess.finish(process, reading: output), as: UTF8.self)

        #expect(process.terminationStatus == 0)
        #expect(text.contains("2/2 queries"))
        #expect(text.contains("█"))
        #expect(text.contains("\r\u{1B}[2K"))
        #expect(text.contains("Built 2 queries"))
        #expect(!text.contains("[1/2] “"), "a terminal gets the bar, not the plain lines")
    }
}
