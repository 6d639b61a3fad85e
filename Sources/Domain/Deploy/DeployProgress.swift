/// Hears how a deploy goes, for a progress line. Called from one task at a time.
public protocol DeployProgress: Sendable {
    func planned(_ plan: DeployPlan)
    func uploaded(_ entry: DeployEntry)
    func deleted(count: Int)
}
