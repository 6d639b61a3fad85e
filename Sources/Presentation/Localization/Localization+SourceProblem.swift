import Domain

extension Localization {
    /// `problem` in this language; what the source or the system said is added as it was said.
    /// A problem the tables have no words for keeps Marquee's English wording.
    public func text(for problem: SourceProblem) -> String {
        let words: String
        switch problem.kind {
        case .offline: words = text(.sourceOffline)
        case let .credentialsRefused(variable): words = text(.sourceCredentialsRefused, ["variable": variable])
        case .rateLimited: words = text(.sourceRateLimited)
        case let .serverError(status): words = text(.sourceServerError, ["status": status])
        case let .httpStatus(status): words = text(.sourceHTTPStatus, ["status": status])
        case .unreachable: words = text(.sourceUnreachable)
        case .timedOut: words = text(.sourceTimedOut)
        case .unreadableAnswer: words = text(.sourceUnreadable)
        case .other: return problem.description
        }
        guard let detail = problem.detail, !detail.isEmpty else { return words }
        return text(.sourceWithDetail, ["problem": words, "detail": detail])
    }
}
