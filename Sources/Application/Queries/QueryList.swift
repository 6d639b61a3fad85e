/// The searches a build runs, in file order, with what was dropped on the way.
public struct QueryList: Sendable, Hashable {
    /// Each query once, trimmed, in the order of the file.
    public let queries: [String]
    /// One line per query dropped as a duplicate, naming both lines.
    public let warnings: [String]

    public init(queries: [String], warnings: [String] = []) {
        self.queries = queries
        self.warnings = warnings
    }
}
