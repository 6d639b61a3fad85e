/// Why an endpoint gave no decoded answer. Messages never contain the credential.
public enum DataTransferError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server could not be reached.
    case notConnected(reason: String)
    /// No answer in time, retries included.
    case timedOut
    case cancelled
    /// A status other than 2xx, with the API's explanation when its body had one.
    case httpStatus(statusCode: Int, serviceError: ServiceErrorMessage?)
    /// A 2xx answer whose body is not the expected JSON.
    case undecodableBody(reason: String)
    /// The URL cannot be built; carries it with the secret redacted.
    case invalidURL(String)
    /// Another transport failure (TLS, a broken answer, ...).
    case transport(code: Int, reason: String)

    public var description: String {
        switch self {
        case let .notConnected(reason):
            "cannot connect: \(reason)"
        case .timedOut:
            "the server did not answer in time"
        case .cancelled:
            "the request was cancelled"
        case let .httpStatus(statusCode, serviceError):
            HTTPStatus.text(for: statusCode) + (serviceError.map { ": \($0.message)" } ?? "")
        case let .undecodableBody(reason):
            "the answer cannot be read: \(reason)"
        case let .invalidURL(url):
            "invalid URL \(url)"
        case let .transport(code, reason):
            "the request failed: \(reason) (URL error \(code))"
        }
    }
}
