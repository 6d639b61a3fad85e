import Data
import Foundation
import Infrastructure

extension MarqueeError {
    /// A storage failure met during a run, in the words a person can act on: a full disk is said
    /// to be full (never "damaged"), and a damaged state file ends with the `state check` /
    /// `state reset` way out. Nil for any other error.
    static func storage(_ error: any Error, statePath: String) -> MarqueeError? {
        if let sqlite = sqliteError(in: error) {
            switch sqlite.kind {
            case .diskFull:
                return .diskFull(path: sqlite.path, detail: sqlite.message)
            case .corrupt, .notADatabase:
                if sqlite.path == statePath {
                    return .unusableState(path: statePath, reason: "\(sqlite.message) (SQLite code \(sqlite.code)).")
                }
                return MarqueeError(.failed, "The database \(sqlite.path) is damaged: \(sqlite.message) (SQLite code \(sqlite.code)). "
                    + "It holds only a search index built from the embedded catalog: delete it and run again to rebuild it.")
            default:
                return nil
            }
        }
        if let fileSystem = error as? FileSystemError, fileSystem.meansDiskFull {
            return .diskFull(path: fileSystem.path, detail: fileSystem.reason)
        }
        return nil
    }

    /// The disk (or the quota) holding `path` is full; nothing was damaged.
    static func diskFull(path: String, detail: String) -> MarqueeError {
        MarqueeError(
            .failed,
            "The disk holding \(path) is full (\(detail)). Free some space and run again; "
                + "the published site and the databases were left as they were."
        )
    }
}

private extension MarqueeError {
    /// The SQLite failure behind `error`, when there is one.
    static func sqliteError(in error: any Error) -> SQLiteError? {
        switch error {
        case let error as SQLiteError: error
        case let StateDatabaseError.unusable(error) as StateDatabaseError: error
        case let MoviesCatalogError.database(error) as MoviesCatalogError: error
        default: nil
        }
    }
}

extension FileSystemError {
    /// The disk or the quota is full (`ENOSPC`, `EDQUOT`).
    var meansDiskFull: Bool { code == ENOSPC || code == EDQUOT }
}
