import Foundation
import Infrastructure

/// What `marquee state check` finds in a state file, read without changing it.
public struct StateDatabaseHealth: Sendable {
    /// Rows in one table.
    public struct TableCount: Sendable, Hashable {
        public let table: String
        public let rows: Int
    }

    public let path: String
    public let exists: Bool
    public let schemaVersion: Int?
    public let knownSchemaVersion: Int
    public let tables: [TableCount]
    /// Everything wrong, in words; empty when the file is healthy (or absent).
    public let problems: [String]

    public var isHealthy: Bool { problems.isEmpty }

    /// Inspects the state file at `path` read-only.
    public static func inspect(path: String) -> StateDatabaseHealth {
        let known = StateDatabaseSchema.migrator.latestVersion
        guard FileManager.default.fileExists(atPath: path) else {
            return StateDatabaseHealth(path: path, exists: false, schemaVersion: nil, knownSchemaVersion: known, tables: [], problems: [])
        }
        var problems: [String] = []
        var version: Int?
        var tables: [TableCount] = []
        do {
            let connection = try SQLiteConnection(path: path, mode: .readOnly)
            defer { connection.close() }
            if let reason = try StateDatabase.foreignReason(connection) {
                problems.append("It is a database of another program: \(reason).")
            }
            let current = try StateDatabaseSchema.migrator.currentVersion(of: connection)
            version = current
            if current > known {
                problems.append("Its schema version is \(current), newer than the \(known) this Marquee knows: it was written by a newer Marquee.")
            }
            let integrity = try connection.query("PRAGMA integrity_check") { row throws(SQLiteError) in try row.string(0) }
            if integrity != ["ok"] {
                problems.append("SQLite's integrity check failed: " + integrity.prefix(5).joined(separator: "; "))
            }
            let names = try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            ) { row throws(SQLiteError) in try row.string(0) }
            for name in names {
                let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                let rows = try connection.query("SELECT count(*) FROM \(quoted)") { row throws(SQLiteError) in try row.int(0) }.first ?? 0
                tables.append(TableCount(table: name, rows: rows))
            }
        } catch {
            problems.append("It cannot be read as a state database: \(error)")
        }
        return StateDatabaseHealth(path: path, exists: true, schemaVersion: version, knownSchemaVersion: known, tables: tables, problems: problems)
    }
}
