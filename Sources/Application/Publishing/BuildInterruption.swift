import Foundation

/// Turns SIGINT and SIGTERM during a build into a clean stop: the staged site is thrown away, the
/// published one is left exactly as it was, and the process exits with code 1. A signal that
/// arrives while the new site is being swapped in waits until the swap is done, so the output is
/// never half published. (`kill -9` cannot be caught; the staged folder it leaves behind is
/// removed by the next build, and the published site is untouched all the same.)
///
/// Signals come through ``TerminationSignals``, as for `serve`.
///
/// `@unchecked Sendable`: `phase` is only read and written under `lock`, `isInterrupting` under
/// `flagLock`; `signals` and `listener` are set by `install()` and cleared by `uninstall()`, both
/// called by the build's own task.
final class BuildInterruption: @unchecked Sendable {
    /// Where the build is when a signal arrives.
    enum Phase: Sendable {
        case preparing
        case staging(SiteOutput)
        case published
    }

    private let lock = NSLock()
    private var phase = Phase.preparing
    /// Set as soon as a signal is being handled; read without waiting for `lock`.
    private let flagLock = NSLock()
    private var isInterrupting = false
    private var signals: TerminationSignals?
    private var listener: Task<Void, Never>?
    private let onInterrupt: @Sendable (_ signal: String, _ published: Bool) -> Void
    private let endsProcess: Bool

    /// - Parameters:
    ///   - endsProcess: false for a build run by `marquee serve`, which stops on the same signal
    ///     itself (exit 0): the staged site is still thrown away, and nothing else is done.
    ///   - onInterrupt: told the signal's name, and whether the new site was already published,
    ///     just before the process exits.
    init(endsProcess: Bool = true, onInterrupt: @escaping @Sendable (_ signal: String, _ published: Bool) -> Void) {
        self.endsProcess = endsProcess
        self.onInterrupt = onInterrupt
    }

    /// Starts listening for SIGINT and SIGTERM.
    func install() async {
        let signals = await TerminationSignals.listen()
        self.signals = signals
        listener = signals.forEach { [weak self] name in self?.interrupt(by: name) }
    }

    /// Stops listening and puts back the signal dispositions found by `install`.
    func uninstall() {
        listener?.cancel()
        listener = nil
        signals?.cancel()
        signals = nil
    }

    /// The site being staged, to throw away on interruption.
    func staging(_ output: SiteOutput) {
        lock.withLock { phase = .staging(output) }
    }

    /// Publishes with interruptions held back until the swap is done.
    func publish(_ output: SiteOutput) throws -> PublishSummary {
        try lock.withLock {
            let summary = try output.publish()
            phase = .published
            return summary
        }
    }

    /// When a signal is being handled, never returns: the handler ends the process once the staged
    /// site is gone. Call it before leaving on an error, which may be the interruption's doing.
    func waitIfInterrupted() {
        guard flagLock.withLock({ isInterrupting }) else { return }
        while true { sleep(60) }
    }

    private func interrupt(by name: String) {
        guard endsProcess else {
            lock.withLock {
                if case let .staging(output) = phase { output.discard() }
            }
            return
        }
        flagLock.withLock { isInterrupting = true }
        lock.lock()
        var published = false
        switch phase {
        case .preparing: break
        case let .staging(output): output.discard()
        case .published: published = true
        }
        onInterrupt(name, published)
        // `_exit`, not `exit`: the build's worker threads are still running, and `exit` would run
        // the libraries' exit-time destructors under them (a crash, seen in the crash matrix).
        fflush(nil)
        _exit(MarqueeExitCode.failed.rawValue)
    }
}
