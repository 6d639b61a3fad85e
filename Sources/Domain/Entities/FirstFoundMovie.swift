/// A film of a build with the time it was first found: by one search, or by any search of the
/// site. Times are seconds since 1970 (UTC).
public struct FirstFoundMovie: Sendable, Hashable {
    public let id: Movie.Identifier
    public let firstFound: Int64

    public init(id: Movie.Identifier, firstFound: Int64) {
        self.id = id
        self.firstFound = firstFound
    }
}
