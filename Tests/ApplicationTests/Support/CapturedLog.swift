import Foundation
import Logging

/// The lines a ``logger`` was given, as "level: message", kept in memory for a test to read.
/// `@unchecked Sendable`: `lines` is only touched with `lock` held.
final class CapturedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// A logger at `level` whose lines land here.
    func logger(level: Logger.Level = .info) -> Logger {
        Logger(label: "test") { _ in Handler(log: self, logLevel: level) }
    }

    var all: [String] { lock.withLock { lines } }

    private func append(_ line: String) { lock.withLock { lines.append(line) } }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var logLevel: Logger.Level
        var metadata: Logger.Metadata = [:]
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { log.append("\(event.level): \(event.message)") }
    }
}
