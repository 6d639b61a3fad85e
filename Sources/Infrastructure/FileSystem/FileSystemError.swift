/// A file system step that failed, with the path and the reason.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public let step: String
    public let path: String
    public let reason: String
    /// The `errno` value behind the failure, when there is one.
    public let code: Int32?

    public init(step: String, path: String, reason: String, code: Int32? = nil) {
        self.step = step
        self.path = path
        self.reason = reason
        self.code = code
    }

    public var description: String {
        "Cannot \(step) \(path): \(reason)."
    }
}
