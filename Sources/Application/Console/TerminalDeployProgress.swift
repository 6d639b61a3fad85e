import Domain
import Foundation

/// A one-line progress bar of a deploy on a terminal: objects sent of those planned, bytes, the
/// last key. Nothing is drawn when standard error is not a terminal.
///
/// `@unchecked Sendable`: every field is touched under `lock`.
final class TerminalDeployProgress: DeployProgress, @unchecked Sendable {
    private let console: ConsoleOutput
    private let lock = NSLock()
    private var planned = 0
    private var sent = 0
    private var bytes: Int64 = 0
    private var isDrawn = false
    private var lastDraw = ContinuousClock.now

    init(console: ConsoleOutput = .standardError) {
        self.console = console
    }

    func planned(_ plan: DeployPlan) {
        lock.withLock { planned = plan.uploads.count }
    }

    func uploaded(_ entry: DeployEntry) {
        lock.withLock {
            sent += 1
            bytes += entry.file.size
            // A redraw for every object of a large site would cost more than the upload.
            guard sent == planned || ContinuousClock.now - lastDraw > .milliseconds(100) else { return }
            lastDraw = ContinuousClock.now
            let line = "Uploading \(sent)/\(planned) (\(ByteCountText.text(bytes))) \(TerminalText.escaped(entry.key))"
            console.write("\r\u{1B}[2K" + String(line.prefix(200)))
            isDrawn = true
        }
    }

    func deleted(count: Int) {
        finish()
    }

    /// Ends the bar's line, so what follows starts on a line of its own.
    func finish() {
        lock.withLock {
            guard isDrawn else { return }
            console.write("\r\u{1B}[2K")
            isDrawn = false
        }
    }
}
