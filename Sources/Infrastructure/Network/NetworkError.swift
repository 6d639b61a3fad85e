/// Why a request got no usable answer. Messages never contain the credential.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server could not be reached: no network, the name does not resolve, the connection is
    /// refused or was lost.
    case notConnected(reason: String)
    /// No answer within the configured timeout.
    case timedOut
    /// The request was cancelled (e.g. the build was interrupted).
    case cancelled
    /// The server answered with a status other than 2xx.
    case httpStatus(HTTPErrorResponse)
    /// The URL cannot be built or is not http(s); carries the URL with the secret redacted.
    case invalidURL(String)
    /// Any other transport failure, with Foundation's `URLError` code.
    case transport(code: Int, reason: String)

    public var description: String {
        switch self {
        case let .notConnected(reason):
            "cannot connect: \(reason)"
        case .timedOut:
            "the server did not answer in time"
        case .cancelled:
            "the request was cancelled"
        case let .httpStatus(response):
            response.statusText
        case let .invalidURL(url):
            "invalid URL \(url)"
        case let .transport(code, reason):
            "the request failed: \(reason) (URL error \(code))"
        }
    }

    /// True when the server was not reached at all (no connection, or no answer in time).
    public var meansUnreachable: Bool {
        switch self {
        case .notConnected, .timedOut: true
        case .cancelled, .httpStatus, .invalidURL, .transport: false
        }
    }
}
