import Foundation
import Logging

/// A log handler that keeps the errors a build logs, beside the console, so that `serve` can show
/// a failed rebuild's error in the open pages.
///
/// `@unchecked Sendable`: `messages` is only touched with `lock` held; the rest is a value the
/// logger copies.
final class BuildErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// `logger` writing to its own handler and to this log.
    func logger(alongside logger: Logger) -> Logger {
        var combined = logger
        combined.handler = MultiplexLogHandler([logger.handler, Handler(log: self)])
        return combined
    }

    /// The errors logged so far, one a line.
    var text: String {
        lock.withLock { messages.joined(separator: "\n") }
    }

    private func append(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    private struct Handler: LogHandler {
        let log: BuildErrorLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .error

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            if event.level >= .error { log.append("\(event.message)") }
        }
    }
}
