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
        #expect(try await build(workspace).exitCode == 0)
        #expect(try await report(workspace)?["exit_code"] as? Int == 0)

        try workspace.write("heat\nal\u{1B}ien\n", to: "queries.txt")
        let usage = try await build(workspace)
        #expect(usage.exitCode == 2)
        let refused = try #require(try await report(workspace))
        #expect(refused["exit_code"] as? Int == 2)
        #expect(refused["published"] as? Bool == false)
        #expect((refused["error"] as? String)?.contains("queries.txt:2") == true)

        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await build(workspace).exitCode == 0)
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
}
