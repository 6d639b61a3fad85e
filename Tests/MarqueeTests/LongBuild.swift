import Foundation

/// A build that runs long enough (a few seconds, thousands of pages) to be interrupted mid-way.
struct LongBuild {
    static let queries = [
        "the", "love", "man", "night", "day", "life", "girl", "house", "war", "dead", "king", "time", "world",
        "dark", "last", "big", "little", "story", "american", "black", "blood", "city", "dream", "lost", "run",
        "star", "street", "summer", "woman", "city", "christmas", "secret", "death", "kill", "home", "heart",
        "game", "good", "black", "red", "white", "boy", "family", "devil", "out", "all", "money", "street",
    ].joined(separator: "\n") + "\n"

    let process: Process
    let standardError = Pipe()

    /// Starts `marquee build` of ``queries`` into `site` in the workspace.
    init(in workspace: Workspace, state: String = "state/state.sqlite", extra: [String] = []) throws {
        try workspace.write(Self.queries, to: "long.txt")
        process = MarqueeProcess.make(
            ["build", "--queries", "long.txt", "--output", "site", "--state", state, "--max-pages", "5"] + extra,
            in: workspace.path
        )
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        try process.run()
    }

    /// Waits (at most `timeout` seconds) until the new site is being staged; false if the build
    /// ended first.
    func waitUntilStaging(in workspace: Workspace, timeout: TimeInterval = 60) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path)) ?? []
            if let staging = entries.first(where: { $0.hasPrefix(".site.marquee-staging-") }),
               let files = FileManager.default.enumerator(atPath: workspace.path + "/" + staging)?.allObjects, files.count > 50 {
                return true
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Waits for the process to end; its exit code and standard error.
    func finish() async throws -> (status: Int32, reason: Process.TerminationReason, standardError: String) {
        let errors = try await MarqueeProcess.finish(process, reading: standardError)
        return (process.terminationStatus, process.terminationReason, String(decoding: errors, as: UTF8.self))
    }
}
