import Domain
import Infrastructure

extension TMDBError: SourceProblemConvertible {
    /// The problem in parts, so that the site's language can word it; `description` stays the
    /// English wording.
    public var sourceProblem: SourceProblem {
        let kind: SourceProblem.Kind
        var detail: String?
        switch self {
        case .offline:
            kind = .offline
        case let .credentialsRefused(variable, serviceError):
            kind = .credentialsRefused(variable: variable)
            detail = serviceError?.message
        case let .httpStatus(statusCode, serviceError):
            let status = HTTPStatus.text(for: statusCode)
            switch statusCode {
            case 429: kind = .rateLimited
            case 500...599: kind = .serverError(status: status)
            default: kind = .httpStatus(status: status)
            }
            detail = serviceError?.message
        case let .notConnected(reason):
            kind = .unreachable
            detail = reason
        case .timedOut:
            kind = .timedOut
        case let .undecodableResponse(reason):
            kind = .unreadableAnswer
            detail = reason
        case .cancelled, .invalidURL, .transport, .pageOutOfRange, .invalidMovieID:
            kind = .other
        }
        return SourceProblem(kind: kind, detail: detail, description: description)
    }
}
