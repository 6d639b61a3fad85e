/// A movie's full details, and why they are an older stored copy when the source failed.
public struct MovieDetailsResult: Sendable, Equatable {
    public let movie: Movie
    /// Why the source's fresh copy could not be had; nil for fresh details.
    public let staleReason: SourceProblem?

    public init(movie: Movie, staleReason: SourceProblem? = nil) {
        self.movie = movie
        self.staleReason = staleReason
    }
}
