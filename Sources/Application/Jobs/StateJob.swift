import Data
import Foundation
import Logging

/// `marquee state check` and `marquee state reset`: look at the state file, or move it aside.
public struct StateJob {
    private let statePath: String
    private let logger: Logger

    public init(statePath: String, logger: Logger) {
        self.statePath = statePath
        self.logger = logger
    }

    /// Prints what the state file holds and what is wrong with it, as text or as JSON; exit 1
    /// when something is wrong.
    public func check(json: Bool = false) -> MarqueeExitCode {
        let health = StateDatabaseHealth.inspect(path: statePath)
        if json {
            ConsoleOutput.standardOutput.write(MachineReadableJSON.text(of: StateHealthDocument(health)))
            return health.isHealthy ? .success : .failed
        }
        guard health.exists else {
            ConsoleOutput.standardOutput.write("\(statePath) does not exist yet; the next run creates it.\n")
            return .success
        }
        var lines = ["State file: \(statePath)"]
        if let version = health.schemaVersion {
            lines.append("Schema version: \(version) (this Marquee knows up to \(health.knownSchemaVersion))")
        }
        for table in health.tables {
            lines.append("  \(table.table): \(table.rows) \(table.rows == 1 ? "row" : "rows")")
        }
        if health.isHealthy {
            lines.append("OK")
            ConsoleOutput.standardOutput.write(lines.joined(separator: "\n") + "\n")
            return .success
        }
        lines += health.problems.map { "Problem: \($0)" }
        lines.append("Way out: `marquee state reset --state \(statePath)` moves the file aside (nothing is deleted) and the next run starts with an empty state.")
        ConsoleOutput.standardOutput.write(lines.joined(separator: "\n") + "\n")
        return .failed
    }

    /// Moves the state file aside and creates an empty one.
    public func reset() -> MarqueeExitCode {
        do {
            if let backup = try StateDatabase.moveAside(path: statePath) {
                ConsoleOutput.standardOutput.write("Moved \(statePath) to \(backup).\n")
            } else {
                ConsoleOutput.standardOutput.write("There was no state file at \(statePath).\n")
            }
            _ = try StateDatabase.open(path: statePath)
            ConsoleOutput.standardOutput.write("Created an empty state file at \(statePath).\n")
            return .success
        } catch {
            logger.error("Cannot reset the state file \(statePath): \(error)")
            return .failed
        }
    }
}
