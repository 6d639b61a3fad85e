/// One object a deploy could not upload or delete, and why.
public struct DeployFailure: Sendable, Hashable, CustomStringConvertible {
    public let key: String
    public let reason: String

    public init(key: String, reason: String) {
        self.key = key
        self.reason = reason
    }

    public var description: String { "\(key): \(reason)" }
}
