import Foundation
import Logging

/// Prints log lines for a person at a terminal or a cron mail: plain text for information,
/// `marquee: warning:` / `marquee: error:` prefixes otherwise, everything on standard error.
public struct ConsoleLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    public init(logLevel: Logger.Level) {
        self.logLevel = logLevel
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let prefix: String
        switch event.level {
        case .trace, .debug: prefix = "marquee: debug: "
        case .info, .notice: prefix = ""
        case .warning: prefix = "marquee: warning: "
        case .error, .critical: prefix = "marquee: error: "
        }
        ConsoleOutput.standardError.write(prefix + TerminalText.escaped("\(event.message)") + "\n")
    }

    /// The level a verbosity asks for.
    public static func level(for verbosity: AppConfiguration.Verbosity) -> Logger.Level {
        switch verbosity {
        case .quiet: return .error
        case .normal: return .info
        case .verbose: return .debug
        }
    }
}
