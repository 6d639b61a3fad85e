/// What the feeds of new films are made from, read in one pass over the films the searches
/// found: each search's newest films, the site's, and the searches that found each of them.
public struct NewFilmsSelection: Sendable, Equatable {
    /// Each search's newest films, by position in the query list (empty for one that found
    /// none): the most recently first found first, then in the search's order.
    public var bySearch: [[FirstFoundMovie]]
    /// The site's newest films, each dated by the first search that ever found it: the most
    /// recent first, then in the order of the query list and of that search's results.
    public var onSite: [FirstFoundMovie]
    /// The positions in the query list of the searches that found each film above, ascending.
    public var positions: [Movie.Identifier: [Int]]

    public init(bySearch: [[FirstFoundMovie]], onSite: [FirstFoundMovie], positions: [Movie.Identifier: [Int]]) {
        self.bySearch = bySearch
        self.onSite = onSite
        self.positions = positions
    }
}
