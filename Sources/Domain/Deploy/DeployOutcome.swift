/// What a deploy did.
public struct DeployOutcome: Sendable, Hashable {
    public let plan: DeployPlan
    /// The keys sent, in the order they arrived.
    public var uploaded: [String] = []
    public var uploadedBytes: Int64 = 0
    public var deleted: [String] = []
    /// Objects that could not be sent or deleted; empty when the target now is the site.
    public var failures: [DeployFailure] = []
    /// True when the target's manifest was written (it changed).
    public var manifestWritten = false
    public let dryRun: Bool

    public init(plan: DeployPlan, dryRun: Bool) {
        self.plan = plan
        self.dryRun = dryRun
    }
}
