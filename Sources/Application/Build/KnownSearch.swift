/// A search the last build ran, and ran well, under the same ``BuildFingerprint/searches``: its
/// films and result pages are known, so a build may replay it (read its films again by their ids
/// and keep its pages) instead of running it again.
public struct KnownSearch: Sendable, Equatable {
    public let query: String
    public let slug: String
    public let totalResults: Int
    public let pagesFetched: Int
    public let movieIDs: [String]
    /// The files of its result pages.
    public let paths: [String]

    /// The searches of `queries` (a build's report) that can be replayed, by query: those that
    /// ended well, every film's details included, and whose query the list holds once
    /// (``heldOnce(_:)``).
    static func replayable(_ queries: [BuildReport.Query]) -> [String: KnownSearch] {
        let once = heldOnce(queries.map(\.query))
        var known: [String: KnownSearch] = [:]
        for query in queries where query.status == .ok && query.error == nil && query.detailsProblems.isEmpty && once.contains(query.query) {
            known[query.query] = KnownSearch(
                query: query.query, slug: query.slug, totalResults: query.totalResults, pagesFetched: query.pagesFetched,
                movieIDs: query.movieIDs, paths: query.paths
            )
        }
        return known
    }

    /// The queries `list` holds once, ignoring case: the recent searches keep one spelling of a
    /// query, the one saved last, which only running the searches in order decides.
    static func heldOnce(_ list: [String]) -> Set<String> {
        let counts = Dictionary(list.map { ($0.lowercased(), 1) }, uniquingKeysWith: +)
        return Set(list.filter { counts[$0.lowercased()] == 1 })
    }
}
