import Foundation

/// An answer whose status is not 2xx: the status, the body as sent, and how long the server asked
/// to wait before trying again (`Retry-After`), if it did.
public struct HTTPErrorResponse: Sendable, Hashable {
    public let statusCode: Int
    public let body: Data
    public let retryAfter: Duration?

    public init(statusCode: Int, body: Data = Data(), retryAfter: Duration? = nil) {
        self.statusCode = statusCode
        self.body = body
        self.retryAfter = retryAfter
    }

    /// A 5xx status: the server failed, whatever the request.
    public var isServerError: Bool { (500...599).contains(statusCode) }

    /// `HTTP 404 Not Found`.
    public var statusText: String {
        HTTPStatus.text(for: statusCode)
    }
}
