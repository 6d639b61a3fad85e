import Infrastructure

/// Why the TMDB source could not give what was asked, in words a person can act on. Messages
/// never contain the API key or token.
public enum TMDBError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--offline`: the network is not used.
    case offline
    /// TMDB answered 401: the key or token named by `variable` was refused.
    case credentialsRefused(variable: String, serviceError: ServiceErrorMessage?)
    /// Another status than 2xx (after retries, for 429 and 5xx).
    case httpStatus(statusCode: Int, serviceError: ServiceErrorMessage?)
    case notConnected(reason: String)
    /// No answer in time, retries included.
    case timedOut
    case cancelled
    case undecodableResponse(reason: String)
    case invalidURL(String)
    case transport(reason: String)
    /// TMDB serves pages 1 to 500 only; this page was not requested.
    case pageOutOfRange(page: Int)
    /// A movie id that is not TMDB's (a positive integer).
    case invalidMovieID(String)

    public var description: String {
        switch self {
        case .offline:
            return "--offline is set, so TMDB was not asked and only cached results can be used"
        case let .credentialsRefused(variable, serviceError):
            return "TMDB refused the credentials (HTTP 401\(Self.detail(serviceError))); check \(variable)"
        case let .httpStatus(statusCode, serviceError):
            let status = "TMDB answered \(HTTPStatus.text(for: statusCode))\(Self.detail(serviceError))"
            switch statusCode {
            case 429: return status + " even after waiting and retrying; lower --concurrency or try again later"
            case 500...599: return status + " even after retrying; TMDB may be down, try again later"
            default: return status
            }
        case let .notConnected(reason):
            return "cannot reach TMDB: \(reason); check the network and TMDB_API_BASE_URL"
        case .timedOut:
            return "TMDB did not answer in time, retries included"
        case .cancelled:
            return "the request to TMDB was cancelled"
        case let .undecodableResponse(reason):
            return "TMDB sent an answer that cannot be read (\(reason))"
        case let .invalidURL(url):
            return "the TMDB request URL \(url) is invalid; check TMDB_API_BASE_URL"
        case let .transport(reason):
            return "the request to TMDB failed: \(reason)"
        case let .pageOutOfRange(page):
            return "TMDB serves result pages 1 to \(TMDBConfiguration.maxPageNumber) only, so page \(page) was not requested"
        case let .invalidMovieID(id):
            return "“\(id)” is not a TMDB movie id"
        }
    }

    private static func detail(_ serviceError: ServiceErrorMessage?) -> String {
        serviceError.map { ": \($0.message)" } ?? ""
    }
}
