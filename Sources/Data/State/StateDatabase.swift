import Foundation
import Infrastructure

/// The SQLite file holding Marquee's state between runs: recent queries, and whatever later
/// migrations of ``StateDatabaseSchema`` add.
///
/// The file is stamped with ``applicationID`` (`PRAGMA application_id`), so that a database of
/// another program given by mistake is refused instead of being migrated.
public enum StateDatabase {
    /// Where the state lives unless `--state` says otherwise, relative to the working directory.
    public static let defaultPath = ".marquee/state.sqlite"

    /// `MRQE`, stamped into every state file.
    public static let applicationID: Int64 = 0x4D52_5145

    /// Opens (creating the file and its directory when missing) and migrates the state database.
    ///
    /// - Throws: ``StateDatabaseError``: `.foreign` for another program's database, `.unusable`
    ///   for a file that is not SQLite, is damaged, has a newer schema or cannot be written.
    public static func open(path: String = defaultPath) throws(StateDatabaseError) -> SQLiteConnection {
        do {
            try SQLiteConnection.createParentDirectory(of: path)
            let connection = try SQLiteConnection(path: path)
            if let reason = try foreignReason(connection) {
                connection.close()
                throw StateDatabaseError.foreign(path: path, reason: reason)
            }
            try StateDatabaseSchema.migrator.migrate(connection)
            try connection.execute("PRAGMA application_id = \(applicationID)")
            return connection
        } catch let error as StateDatabaseError {
            throw error
        } catch let error as SQLiteError {
            throw .unusable(error)
        } catch {
            throw .unusable(SQLiteError(step: .open, path: path, code: 1, message: "\(error)"))
        }
    }

    /// Why the open database is not Marquee's, or nil when it is (or is new and empty).
    static func foreignReason(_ connection: SQLiteConnection) throws(SQLiteError) -> String? {
        let applicationID = try connection.query("PRAGMA application_id") { row throws(SQLiteError) in try row.int64(0) }.first ?? 0
        if applicationID == Self.applicationID { return nil }
        if applicationID != 0 {
            return "its application id is \(applicationID)"
        }
        let version = try StateDatabaseSchema.migrator.currentVersion(of: connection)
        let tables = try connection.query(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ) { row throws(SQLiteError) in try row.int(0) }.first ?? 0
        return version == 0 && tables > 0 ? "it holds \(tables) \(tables == 1 ? "table" : "tables") and no Marquee schema" : nil
    }

    /// Moves the state file (and its `-wal` and `-shm` companions) aside, to the first free
    /// `<path>.broken-<n>`, so the next run starts with an empty state and nothing is lost.
    ///
    /// - Returns: where the file went, or nil when there was no file.
    public static func moveAside(path: String) throws -> String? {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: path) else { return nil }
        var number = 1
        while fileManager.fileExists(atPath: "\(path).broken-\(number)") { number += 1 }
        let backup = "\(path).broken-\(number)"
        try fileManager.moveItem(atPath: path, toPath: backup)
        for suffix in ["-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
            try fileManager.moveItem(atPath: path + suffix, toPath: backup + suffix)
        }
        return backup
    }
}
