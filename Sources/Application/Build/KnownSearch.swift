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
    /// ended well, every film's details included, and whose query the list holds once (ignoring
    /// case, as the recent searches match).
    static func replayable(_ queries: [BuildReport.Query]) -> [String: KnownSearch] {
        let counts = Dictionary(queries.map { ($0.query.lowercased(), 1) }, uniquingKeysWith: +)
        var known: [String: KnownSearch] = [:]
        for query in queries where query.status == .ok && query.error == nil && query.detailsProblems.isEmpty && counts[query.query.lowercased()] == 1 {
            known[query.query] = KnownSearch(
                query: query.query, slug: query.slug, totalResults: query.totalResults, pagesFetched: query.pagesFetched,
                movieIDs: query.movieIDs, paths: query.paths
            )
        }
        return known
    }
}
