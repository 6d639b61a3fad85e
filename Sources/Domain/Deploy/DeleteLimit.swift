/// How many deletes a deploy may make before it is refused: more than `maxDeletes`, or (unless
/// `maxDeletes` was given on purpose) more than half of the objects in the target. A site that
/// suddenly lost most of its pages is far more often a broken build than an intended change.
public struct DeleteLimit: Sendable, Hashable {
    public static let defaultMaxDeletes = 256

    public let maxDeletes: Int
    /// True when the user set `maxDeletes` (`--max-deletes N`): the half-of-the-site rule is then
    /// lifted.
    public let isExplicit: Bool

    public init(maxDeletes: Int = DeleteLimit.defaultMaxDeletes, isExplicit: Bool = false) {
        self.maxDeletes = max(0, maxDeletes)
        self.isExplicit = isExplicit
    }

    /// Why `plan` is refused, or nil when it may go ahead.
    public func refusal(of plan: DeployPlan) -> DeployRefusal? {
        let deletes = plan.deletes.count
        if deletes > maxDeletes {
            return DeployRefusal(deletes: deletes, remoteCount: plan.remoteCount, limit: maxDeletes, overHalf: false)
        }
        if !isExplicit, deletes > 0, deletes * 2 > plan.remoteCount {
            return DeployRefusal(deletes: deletes, remoteCount: plan.remoteCount, limit: maxDeletes, overHalf: true)
        }
        return nil
    }
}
