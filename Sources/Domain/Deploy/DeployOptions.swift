/// How a deploy runs.
public struct DeployOptions: Sendable, Hashable {
    /// Send every object again, whatever the target holds.
    public var force: Bool
    /// Work out the plan and change nothing.
    public var dryRun: Bool
    public var deleteLimit: DeleteLimit
    /// Uploads in flight at once, at least 1.
    public var concurrency: Int
    public var headerRules: DeployHeaderRules

    public init(force: Bool = false, dryRun: Bool = false, deleteLimit: DeleteLimit = DeleteLimit(), concurrency: Int = 8, headerRules: DeployHeaderRules = DeployHeaderRules()) {
        self.force = force
        self.dryRun = dryRun
        self.deleteLimit = deleteLimit
        self.concurrency = max(1, concurrency)
        self.headerRules = headerRules
    }
}
