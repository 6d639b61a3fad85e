/// A deploy refused before anything changed because it would delete too much.
public struct DeployRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    public let deletes: Int
    /// Objects of the site in the target.
    public let remoteCount: Int
    /// The `--max-deletes` in force.
    public let limit: Int
    /// True when refused for deleting more than half of the target, false for passing the limit.
    public let overHalf: Bool

    public init(deletes: Int, remoteCount: Int, limit: Int, overHalf: Bool) {
        self.deletes = deletes
        self.remoteCount = remoteCount
        self.limit = limit
        self.overHalf = overHalf
    }

    public var description: String {
        let rule = overHalf ? "more than half of the site" : "more than --max-deletes \(limit)"
        return "This deploy would delete \(deletes) of the \(remoteCount) objects in the target, \(rule), so nothing was changed. "
            + "Check that the site was built from the right query list; if the deletes are intended, run again with --max-deletes \(deletes)."
    }
}
