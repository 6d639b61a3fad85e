/// Why a request head could not be accepted; each maps to the status the server answers with.
public enum HTTPRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The head does not follow HTTP/1.x syntax; the reason says where.
    case malformed(String)
    /// The head is longer than the server accepts.
    case tooLarge(limit: Int)
    /// A version other than HTTP/1.0 or HTTP/1.1.
    case unsupportedVersion(String)

    /// The status the server answers with.
    public var status: HTTPResponseStatus {
        switch self {
        case .malformed: return .badRequest
        case .tooLarge: return .requestHeaderFieldsTooLarge
        case .unsupportedVersion: return .httpVersionNotSupported
        }
    }

    public var description: String {
        switch self {
        case .malformed(let reason): return "Malformed request: \(reason)."
        case .tooLarge(let limit): return "The request head is longer than \(limit) bytes."
        case .unsupportedVersion(let version): return "Unsupported protocol \(version); only HTTP/1.0 and HTTP/1.1 are served."
        }
    }
}
