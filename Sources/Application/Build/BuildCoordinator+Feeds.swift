import Domain
import Presentation
import Rendering

/// The Atom feeds of new films: the site's, of the films first found by any search, and each
/// search's own, each the newest ``BuildCoordinator/Settings/feedLimit`` films.
extension BuildCoordinator {
    /// - Parameter firstBuilt: when each search (in list order) was first built.
    /// - Returns: how many feeds were written and how long they took; nil when the site has none.
    func writeFeeds(searches: Searches, firstBuilt: [Int64]) async throws -> BuildReport.Feeds? {
        guard settings.writesFeeds else { return nil }
        let started = ContinuousClock.now
        let (foundMovies, settings) = (foundMovies, settings)
        let site = try Self.feed(of: try foundMovies.newestOnSite(limit: settings.feedLimit), query: nil, searches: searches,
                                 emptySince: firstBuilt.max() ?? settings.buildTime, foundMovies: foundMovies, settings: settings)
        try await writer.write([.feed(FeedPage(feed: site))])
        try await writer.write(Array(zip(searches.queries.indices, firstBuilt))) { batch in
            try await Self.searchFeeds(batch, searches: searches, foundMovies: foundMovies, settings: settings)
        }
        return BuildReport.Feeds(count: searches.queries.count + 1, seconds: started.secondsElapsed)
    }

    /// The feeds of the searches at the positions of `batch` (each with when it was first built),
    /// read and made off the main actor: each is a few queries of the found films.
    private nonisolated static func searchFeeds(
        _ batch: [(position: Int, firstBuilt: Int64)], searches: Searches, foundMovies: FoundMoviesRepository, settings: Settings
    ) async throws -> [SitePage] {
        try batch.map { position, firstBuilt in
            let search = searches.link(at: position)
            let entries = try foundMovies.newest(foundBy: position, limit: settings.feedLimit)
            let feed = try feed(of: entries, query: search.query, searches: searches, emptySince: firstBuilt, foundMovies: foundMovies, settings: settings)
            return .feed(FeedPage(feed: feed, slug: search.slug ?? ""))
        }
    }

    /// The feed of `entries`, newest first, each film with the searches that found it.
    private nonisolated static func feed(
        of entries: [FirstFoundMovie], query: String?, searches: Searches, emptySince: Int64,
        foundMovies: FoundMoviesRepository, settings: Settings
    ) throws -> MovieFeedViewModel {
        let ids = entries.map(\.id)
        let movies = Dictionary(try foundMovies.movies(ids: ids).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let positions = try foundMovies.positions(ids: ids)
        return MovieFeedViewModel(
            siteTitle: settings.siteTitle,
            query: query,
            entries: entries.compactMap { entry in
                movies[entry.id].map { movie in
                    MovieFeedEntryViewModel(
                        movie: movie, firstFound: entry.firstFound,
                        foundBy: (positions[entry.id] ?? []).map { searches.queries[$0] }, localization: settings.localization
                    )
                }
            },
            emptySince: emptySince,
            localization: settings.localization
        )
    }
}
