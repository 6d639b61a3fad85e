/// The years of one decade that have movies, newest first.
public struct MovieDecadeViewModel: Sendable, Hashable {
    /// `1990s`.
    public let title: String
    public let years: [MovieCollectionViewModel]
}
