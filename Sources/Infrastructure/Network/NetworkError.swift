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
    /// Any other transport failure, with the transport's own code (libcurl's `CURLcode`).
    case transport(code: Int, reason: String)

    /// The text of the ``DataTransferError`` it becomes: a failure reads the same at both levels
    /// (a non-2xx status as `HTTP 404 Not Found`).
    public var description: String {
        DataTransferError(self).description
    }

    /// True when the server was not reached at all (no connection, or no answer in time).
    public var meansUnreachable: Bool {
        switch self {
        case .notConnected, .timedOut: true
        case .cancelled, .httpStatus, .invalidURL, .transport: false
        }
    }
}
