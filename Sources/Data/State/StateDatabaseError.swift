import Infrastructure

/// Why the state file cannot be used.
public enum StateDatabaseError: Error, Sendable, CustomStringConvertible {
    /// A SQLite database, but another program's.
    case foreign(path: String, reason: String)
    /// Not usable: not SQLite, damaged, of a newer schema, or not writable.
    case unusable(SQLiteError)

    public var description: String {
        switch self {
        case let .foreign(path, reason):
            "'\(path)' is a SQLite database of another program (\(reason)), not Marquee's state file."
        case let .unusable(error):
            error.description
        }
    }
}
