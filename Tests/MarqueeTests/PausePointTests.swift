import Foundation
import Testing

/// The pause points the crash matrix kills builds at: a build stops itself exactly there, with the
/// site in the state the moment names, and goes on untouched when let go.
@Suite(.serialized) struct PausePointTests {
    /// Publishes a site of `heat` and `alien` into `site`, then starts a build that adds `amelie`
    /// with `MARQUEE_PAUSE_AT=point`; returns once it has stopped itself or ended (within a minute).
    /// Its standard error goes to `errors` when given.
    private func startBuild(pausingAt point: String, in workspace: Workspace, errors: Pipe? = nil) async throws -> Process {
        try workspace.write("heat\nalien\n", to: "queries.txt")
        let first = try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"], in: workspace.path
        )
        try #require(first.exitCode == 0, "\(first.standardError)")
        try workspace.write("heat\nalien\namelie\n", to: "queries.txt")
        let process = MarqueeProcess.make(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite"],
            in: workspace.path,
            environment: ["MARQUEE_PAUSE_AT": point]
        )
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        try await waitUntilStoppedOrEnded(process)
        return process
    }

    /// Returns once `process` has stopped itself or ended, or after a minute.
    private func waitUntilStoppedOrEnded(_ process: Process) async throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !isStopped(process.processIdentifier) {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    private func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(end, offsetBy: 2)] == "T"
    }

    @Test func aBuildStopsJustAfterTheSwapAndGoesOnWhenLetGo() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let process = try await startBuild(pausingAt: "swap", in: workspace)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        try #require(isStopped(process.processIdentifier), "the build never stopped at the swap")
        #expect(workspace.exists("site/search/amelie/index.html"), "the new site is in place")
        let staging = try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter { $0.contains("marquee-staging") }
        #expect(staging.count == 1, "the old site, swapped out, is not removed yet")

        kill(process.processIdentifier, SIGCONT)
        try await MarqueeProcess.finish(process)
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter { $0.contains("marquee-staging") }.isEmpty)
    }

    /// A signal that arrives before the build listens for it (here, while the process stops itself
    /// at its very start) is held, then handled as any other: exit 1, the previous site untouched.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhileTheBuildStartsUpEndsItTheDocumentedWay(signal: Int32) async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let errors = Pipe()
        let process = try await startBuild(pausingAt: "starting", in: workspace, errors: errors)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try #require(isStopped(process.processIdentifier), "the build never stopped as it started")
        let before = workspace.tree("site")

        kill(process.processIdentifier, signal)
        kill(process.processIdentifier, SIGCONT)
        let message = String(decoding: try await MarqueeProcess.finish(process, reading: errors), as: UTF8.self)
        #expect(process.terminationReason == .exit, "ended by the signal itself: \(message)")
        #expect(process.terminationStatus == 1)
        #expect(message.contains("Interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); the previous site was left untouched."))
        #expect(workspace.tree("site") == before)
    }

    /// A command that does not listen (here `recent`) gets the default action back once parsed, so
    /// a signal held while it started up still ends it, as it would any program.
    @Test func aCommandThatDoesNotListenIsStillEndedByTheSignal() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let process = MarqueeProcess.make(["recent", "--state", "state/state.sqlite"], in: workspace.path, environment: ["MARQUEE_PAUSE_AT": "starting"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try await waitUntilStoppedOrEnded(process)
        try #require(isStopped(process.processIdentifier), "the command never stopped as it started")

        kill(process.processIdentifier, SIGTERM)
        kill(process.processIdentifier, SIGCONT)
        try await MarqueeProcess.finish(process)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
    }

    @Test func withoutTheVariableNothingStops() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let process = try await startBuild(pausingAt: "", in: workspace)
        try await MarqueeProcess.finish(process)
        #expect(process.terminationStatus == 0)
        #expect(workspace.exists("site/search/amelie/index.html"))
    }
}
