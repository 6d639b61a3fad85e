/// One step of a database schema: the SQL that takes a database from `version - 1` to `version`.
public struct SQLiteMigration: Sendable, Hashable {
    /// The schema version after this migration; versions start at 1 and increase by list order.
    public let version: Int
    /// One or more statements, run in a single transaction.
    public let sql: String

    public init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}
