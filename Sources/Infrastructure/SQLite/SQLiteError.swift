import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// A failure of a SQLite database: which step failed, on which file, SQLite's result code and
/// message, and what a person can do about it.
public struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that failed.
    public enum Step: String, Sendable, Hashable {
        case open
        case configure
        case prepare
        case bind
        case step
        case execute
        case transaction
        case migrate
        case read
    }

    /// What went wrong, in terms a caller can branch on.
    public enum Kind: Sendable, Hashable {
        /// The file exists but is not a SQLite database (or is encrypted or badly damaged).
        case notADatabase
        /// The database file is damaged.
        case corrupt
        /// Another connection holds a lock longer than the busy timeout.
        case busy
        /// The file or its directory cannot be written.
        case readOnly
        /// The file cannot be opened (missing directory, permissions).
        case cannotOpen
        /// The disk is full.
        case diskFull
        /// A constraint (unique, not null, foreign key, check) rejected a change.
        case constraint
        /// The file's schema version is newer than the migrations this program knows.
        case schemaTooNew(fileVersion: Int, knownVersion: Int)
        /// The migration list itself is wrong (versions not increasing, or below 1).
        case invalidMigrations
        /// A column held a value of another type than the caller asked for.
        case typeMismatch
        /// The connection was closed before the call.
        case closed
        /// The SQL was rejected or failed for another reason.
        case other
    }

    public let step: Step
    /// The database file, or `:memory:`.
    public let path: String
    /// SQLite's extended result code; `SQLITE_ERROR` for failures detected by this wrapper.
    public let code: Int32
    /// SQLite's message, or the wrapper's own explanation.
    public let message: String
    public let kind: Kind

    /// Creates an error; `kind` defaults to the one implied by `code`.
    public init(step: Step, path: String, code: Int32, message: String, kind: Kind? = nil) {
        self.step = step
        self.path = path
        self.code = code
        self.message = message
        self.kind = kind ?? SQLiteError.kind(for: code)
    }

    /// The last failure of `database`: its extended result code and, when the operating system
    /// said the disk or quota is full (`ENOSPC`, `EDQUOT`) behind an I/O error, ``Kind/diskFull``
    /// whatever SQLite's own code (a full disk often shows as `SQLITE_IOERR_SHMSIZE` or
    /// `SQLITE_IOERR_WRITE`, not `SQLITE_FULL`).
    init(step: Step, path: String, database: OpaquePointer, message: String) {
        let code = sqlite3_extended_errcode(database)
        let systemError = sqlite3_system_errno(database)
        let full = [SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN].contains(code & 0xFF)
            && (systemError == ENOSPC || systemError == EDQUOT)
        self.init(step: step, path: path, code: code, message: message, kind: full ? .diskFull : nil)
    }

    public var description: String {
        "SQLite \(step.rawValue) failed for '\(path)': \(message) (code \(code)). \(advice)"
    }

    /// A sentence telling a person what to do next.
    public var advice: String {
        switch kind {
        case .notADatabase:
            "The file is not a SQLite database; move it aside or delete it, then run again."
        case .corrupt:
            "The database file is damaged; delete it (it will be recreated) and run again."
        case .busy:
            "Another process is using the database; wait for it to finish and run again."
        case .readOnly:
            "Make the file and its directory writable, then run again."
        case .cannotOpen:
            "Check that the directory exists and that you may read and write it."
        case .diskFull:
            "Free some disk space, then run again."
        case .constraint:
            "The data broke a rule of the schema; this is a bug, please report it with this message."
        case let .schemaTooNew(fileVersion, knownVersion):
            "The file has schema version \(fileVersion) but this program knows only up to \(knownVersion); "
                + "upgrade the program or point it at another database file."
        case .invalidMigrations:
            "The program's migration list is invalid; this is a bug, please report it with this message."
        case .typeMismatch:
            "The database holds data of an unexpected type; delete the file (it will be recreated) or report a bug."
        case .closed:
            "The connection was closed too early; this is a bug, please report it with this message."
        case .other:
            "If the file was written by another program, move it aside and run again; otherwise report a bug with this message."
        }
    }

    private static func kind(for code: Int32) -> Kind {
        switch code & 0xFF {
        case SQLITE_NOTADB: .notADatabase
        case SQLITE_CORRUPT: .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_READONLY, SQLITE_PERM: .readOnly
        case SQLITE_CANTOPEN: .cannotOpen
        case SQLITE_FULL: .diskFull
        case SQLITE_CONSTRAINT: .constraint
        case SQLITE_MISMATCH: .typeMismatch
        default: .other
        }
    }
}
