/// What earlier builds of a site recorded of one of its searches: when it was first built, and
/// when it first found each of its films. Times are seconds since 1970 (UTC).
public struct SearchHistory: Sendable, Equatable {
    /// When a build first ran this search (since it was last added to the list).
    public let firstBuilt: Int64
    /// When the search first found each film; a film found again keeps its first time.
    public let firstFound: [Movie.Identifier: Int64]

    public init(firstBuilt: Int64, firstFound: [Movie.Identifier: Int64]) {
        self.firstBuilt = firstBuilt
        self.firstFound = firstFound
    }
}
