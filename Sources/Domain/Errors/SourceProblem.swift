/// Why a movie source could not answer, in parts the presentation words in the site's language.
///
/// `description` is Marquee's English wording, for logs and reports; `detail` is what the source
/// or the system said (their words, never translated).
public struct SourceProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// `--offline`: the source was not asked.
        case offline
        /// The credentials in the environment variable `variable` were refused.
        case credentialsRefused(variable: String)
        /// Too many requests, even after waiting and retrying.
        case rateLimited
        /// The source failed on its side (5xx), even after retrying; `status` as `HTTP 503 Service Unavailable`.
        case serverError(status: String)
        /// Another status than 2xx, as `HTTP 404 Not Found`.
        case httpStatus(status: String)
        /// The source could not be reached.
        case unreachable
        /// No answer in time, retries included.
        case timedOut
        /// The answer could not be read.
        case unreadableAnswer
        /// Anything else: only `description` words it.
        case other
    }

    public let kind: Kind
    public let detail: String?
    public let description: String

    public init(kind: Kind, detail: String? = nil, description: String) {
        self.kind = kind
        self.detail = detail
        self.description = description
    }

    /// The problem an error stands for: its own when it knows it, else `.other` with its text.
    public init(_ error: any Error) {
        if let known = error as? any SourceProblemConvertible {
            self = known.sourceProblem
        } else {
            self.init(kind: .other, description: String(describing: error))
        }
    }
}

/// An error of a data source that can say which ``SourceProblem`` it is.
public protocol SourceProblemConvertible: Error {
    var sourceProblem: SourceProblem { get }
}

extension SourceProblem: SourceProblemConvertible {
    public var sourceProblem: SourceProblem { self }
}
