/// One key DeleteObjects could not delete, with S3's code and message for it.
public struct S3DeleteFailure: Sendable, Hashable {
    public let key: String
    public let code: String
    public let message: String

    public init(key: String, code: String, message: String) {
        self.key = key
        self.code = code
        self.message = message
    }
}
