import Rendering

/// What the coordinator built, before publishing.
public struct BuildResult: Sendable {
    /// Per query, in the order of the query list; `paths` are the pages written for it.
    public let queries: [BuildReport.Query]
    /// Distinct movies that got a page.
    public let movieCount: Int
    /// Every site path staged.
    public let paths: [String]
    /// The feeds of new films written, and how long that took; nil when none were.
    public var feeds: BuildReport.Feeds?
    /// How long the build's steps took, before publishing.
    public var phases = BuildPhases()
    /// How many searches were replayed rather than run (``KnownSearch``).
    public var replayedSearches = 0
    /// How many films' pages were kept without reading the films' details (``LastBuildFilms``).
    public var filmsKeptUnread = 0
    /// ``SiteCollections/collectionLinks`` of the build, for the memo.
    public var collectionLinks: CollectionLinks?

    /// True when every query failed: nothing worth publishing.
    public var allFailed: Bool { !queries.isEmpty && queries.allSatisfy { $0.status == .failed } }
    /// How many queries ended with `status`.
    public func count(of status: BuildReport.Query.Status) -> Int {
        queries.filter { $0.status == status }.count
    }

    /// True when some query failed or is stale.
    public var isDegraded: Bool { queries.contains { $0.status != .ok } }
}
