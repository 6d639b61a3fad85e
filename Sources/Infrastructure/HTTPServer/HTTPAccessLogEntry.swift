/// One answered request, for an access log.
public struct HTTPAccessLogEntry: Sendable, Equatable, CustomStringConvertible {
    /// The method, or `-` when the request could not be parsed.
    public let method: String
    /// The request target as sent, or `-`.
    public let target: String
    public let status: HTTPResponseStatus
    /// Body bytes sent (zero for `HEAD`).
    public let bodyBytes: Int

    public init(method: String, target: String, status: HTTPResponseStatus, bodyBytes: Int) {
        self.method = method
        self.target = target
        self.status = status
        self.bodyBytes = bodyBytes
    }

    /// `GET /style.css 200 1234`.
    public var description: String {
        "\(method) \(target) \(status.code) \(bodyBytes)"
    }
}
