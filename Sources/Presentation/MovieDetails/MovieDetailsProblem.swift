import Domain

/// Why a movie's page shows less than its full, fresh details.
public struct MovieDetailsProblem: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// The details could not be had: the page shows what the search result knew.
        case unavailable
        /// The details are an older stored copy.
        case stale
    }

    public let status: Status
    /// The cause in Marquee's English wording, for reports and logs.
    public let reason: String
    /// The whole notice in the site's language, naming the movie.
    public let notice: String

    init(status: Status, problem: SourceProblem, movie: Movie, localization: Localization) {
        self.status = status
        reason = problem.description
        let key: TextKey = status == .unavailable ? .detailsUnavailable : .detailsStale
        notice = localization.text(key, ["title": movie.title, "id": movie.id, "problem": localization.text(for: problem)])
    }
}
