import Application
import Logging

extension Logger {
    /// A logger printing to standard error at the level `verbosity` asks for.
    static func console(_ verbosity: AppConfiguration.Verbosity) -> Logger {
        var logger = Logger(label: "marquee") { _ in ConsoleLogHandler(logLevel: ConsoleLogHandler.level(for: verbosity)) }
        logger.logLevel = ConsoleLogHandler.level(for: verbosity)
        return logger
    }
}
