/// A deploy target that cannot be used (exit code 2).
public struct DeployTargetError: Error, Sendable, Hashable, CustomStringConvertible {
    public let target: String
    public let reason: String

    init(_ target: String, _ reason: String) {
        self.target = target
        self.reason = reason
    }

    public var description: String {
        "The deploy target '\(target)' cannot be used: \(reason). A target is \(DeployTarget.forms)."
    }
}
