/// The HTTP status codes the static file server answers with.
public enum HTTPResponseStatus: Int, Sendable, CaseIterable {
    case ok = 200
    case movedPermanently = 301
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case requestHeaderFieldsTooLarge = 431
    case internalServerError = 500
    case serviceUnavailable = 503
    case httpVersionNotSupported = 505

    /// The code as a number.
    public var code: Int { rawValue }

    /// The standard reason phrase, e.g. `Not Found`.
    public var reasonPhrase: String {
        switch self {
        case .ok: return "OK"
        case .movedPermanently: return "Moved Permanently"
        case .badRequest: return "Bad Request"
        case .forbidden: return "Forbidden"
        case .notFound: return "Not Found"
        case .methodNotAllowed: return "Method Not Allowed"
        case .requestTimeout: return "Request Timeout"
        case .requestHeaderFieldsTooLarge: return "Request Header Fields Too Large"
        case .internalServerError: return "Internal Server Error"
        case .serviceUnavailable: return "Service Unavailable"
        case .httpVersionNotSupported: return "HTTP Version Not Supported"
        }
    }
}
