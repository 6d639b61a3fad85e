import Logging

/// Polls the build's inputs and rebuilds when one changes, logging one line per rebuild.
///
/// A change is acted on once the files have stayed the same for a short moment, so a file caught
/// half-saved is not built. The snapshot is taken before the build starts: an edit made while it
/// runs triggers the next one. A failed rebuild is logged and changes nothing else: the build
/// publishes atomically, so the last good site stays in place and keeps being served.
@MainActor
final class SiteWatcher {
    private let currentInputs: @MainActor () -> WatchedInputs
    private let interval: Duration
    private let logger: Logger
    private let rebuild: @MainActor () async -> MarqueeExitCode

    /// - Parameters:
    ///   - inputs: what to watch, asked again after every rebuild (a changed settings file can
    ///     name another query file or templates folder).
    ///   - rebuild: runs one build and returns its exit code.
    init(
        inputs: @escaping @MainActor () -> WatchedInputs,
        interval: Duration,
        logger: Logger,
        rebuild: @escaping @MainActor () async -> MarqueeExitCode
    ) {
        self.currentInputs = inputs
        self.interval = interval
        self.logger = logger
        self.rebuild = rebuild
    }

    /// Watches the same inputs throughout.
    convenience init(inputs: WatchedInputs, interval: Duration, logger: Logger, rebuild: @escaping @MainActor () async -> MarqueeExitCode) {
        self.init(inputs: { inputs }, interval: interval, logger: logger, rebuild: rebuild)
    }

    /// Watches until the task is cancelled.
    func run() async {
        var inputs = currentInputs()
        var last = inputs.snapshot()
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            var current = inputs.snapshot()
            var changed = current.changes(since: last)
            guard !changed.isEmpty else { continue }
            // Let a save in several steps finish before building.
            for _ in 0..<10 {
                guard (try? await Task.sleep(for: settleDelay)) != nil else { return }
                let settled = inputs.snapshot()
                if settled == current { break }
                changed = Array(Set(changed).union(settled.changes(since: current))).sorted()
                current = settled
            }
            last = current
            await rebuildOnce(after: changed)
            let next = currentInputs()
            if next != inputs {
                inputs = next
                last = inputs.snapshot()
            }
        }
    }

    /// Runs one build and logs its outcome in one line.
    func rebuildOnce(after changed: [String]) async {
        let started = ContinuousClock.now
        let code = await rebuild()
        let seconds = started.secondsElapsed
        let line = "Rebuild after a change to \(Self.names(changed)): \(code.outcome) "
            + "(exit \(code.rawValue), \((seconds * 100).rounded() / 100) s)"
        switch code {
        case .success: logger.info("\(line).")
        case .degraded: logger.warning("\(line).")
        default: logger.error("\(line); still serving the last good site.")
        }
    }

    private var settleDelay: Duration {
        min(interval, .milliseconds(200))
    }

    private static func names(_ paths: [String]) -> String {
        let shown = paths.prefix(3).joined(separator: ", ")
        return paths.count > 3 ? shown + " and \(paths.count - 3) more" : shown
    }
}
