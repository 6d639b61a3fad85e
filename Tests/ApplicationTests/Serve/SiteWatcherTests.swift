@testable import Application
import Foundation
import Testing

/// The watch loop: a change leads to one rebuild, logged in one line.
@Suite struct SiteWatcherTests {
    @MainActor
    @Test func rebuildsOnceAChangeSettlesAndLogsTheOutcome() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-watcher-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let queries = folder + "/queries.txt"
        try Data("heat\n".utf8).write(to: URL(fileURLWithPath: queries))
        var configuration = AppConfiguration()
        configuration.queriesPath = queries
        configuration.templatesPath = folder + "/no-templates"

        let lines = CapturedLog()
        let logger = lines.logger()
        var codes: [MarqueeExitCode] = [.success, .usage]
        var builds = 0
        let watcher = SiteWatcher(inputs: WatchedInputs(configuration: configuration), interval: .milliseconds(50), logger: logger) {
            builds += 1
            return codes.removeFirst()
        }
        let task = Task { await watcher.run() }
        defer { task.cancel() }

        try await Task.sleep(for: .milliseconds(200))
        #expect(builds == 0)
        try Data("heat\nalien\n".utf8).write(to: URL(fileURLWithPath: queries))
        try await waitUntil { builds == 1 }
        try await Task.sleep(for: .milliseconds(300))
        #expect(builds == 1, "one change, one rebuild")
        #expect(lines.all.contains { $0.hasPrefix("info: Rebuild after a change to \(queries): published (exit 0,") })

        try Data("\u{FF}".utf8).write(to: URL(fileURLWithPath: queries))
        try await waitUntil { builds == 2 }
        try await waitUntil { lines.all.count == 2 }
        #expect(lines.all.last?.hasPrefix("error: Rebuild after a change to \(queries): failed on invalid input (exit 2,") == true)
        #expect(lines.all.last?.hasSuffix("still serving the last good site.") == true)
    }

    @MainActor
    /// Polls for up to a minute: the watcher's task shares a loaded machine with the whole suite.
    private func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        for _ in 0..<1_200 where !condition() {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(condition())
    }
}
