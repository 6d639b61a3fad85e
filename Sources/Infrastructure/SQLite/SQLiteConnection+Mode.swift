import CSQLite

extension SQLiteConnection {
    /// How a database file is opened.
    public enum Mode: Sendable, Hashable {
        /// Read and write; the file is created when missing (its directory must exist).
        case readWrite
        /// Read only; the file must exist.
        case readOnly

        var openFlags: Int32 {
            switch self {
            case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readOnly: SQLITE_OPEN_READONLY
            }
        }
    }
}
