import Domain

/// The best-rated films of a site, for its home page, chosen from films offered a batch at a time.
///
/// A film needs a rating and at least ``minimumVotes`` votes. They are ranked by a weighted
/// rating, `(votes × rating + prior × 6.5) / (votes + prior)`, so that a film rated 9 by a dozen
/// people does not pass one rated 8.5 by two hundred; ties go to more votes, then title, then id,
/// so the same films always give the same choice whatever order they come in.
public struct BestRatedMovies: Sendable {
    /// How many the home page shows.
    public static let defaultCount = 10
    public static let minimumVotes = 10
    static let prior = 25.0
    static let priorRating = 6.5

    private struct Candidate: Sendable {
        let score: Double
        let votes: Int
        let movie: Movie

        func ranks(before other: Candidate) -> Bool {
            if score != other.score { return score > other.score }
            if votes != other.votes { return votes > other.votes }
            if movie.title != other.movie.title { return movie.title < other.movie.title }
            return movie.id < other.movie.id
        }
    }

    private let count: Int
    private var chosen: [Candidate] = []

    public init(count: Int = defaultCount) {
        self.count = max(0, count)
    }

    /// Keeps those of `movies` that rank among the best so far.
    public mutating func consider(_ movies: [Movie]) {
        for movie in movies {
            guard let rating = movie.rating, let votes = movie.voteCount, votes >= Self.minimumVotes else { continue }
            let score = (Double(votes) * rating + Self.prior * Self.priorRating) / (Double(votes) + Self.prior)
            let candidate = Candidate(score: score, votes: votes, movie: movie)
            guard !chosen.contains(where: { $0.movie.id == movie.id }) else { continue }
            if chosen.count == count, let last = chosen.last, !candidate.ranks(before: last) { continue }
            let index = chosen.firstIndex { candidate.ranks(before: $0) } ?? chosen.endIndex
            chosen.insert(candidate, at: index)
            if chosen.count > count { chosen.removeLast() }
        }
    }

    /// The best first.
    public var movies: [Movie] {
        chosen.map(\.movie)
    }
}
