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
        let (foundMovies, settings, made) = (foundMovies, settings, FeedEntryCache())
        let newest = try foundMovies.newestFilms(searchCount: searches.queries.count, limit: settings.feedLimit)
        let site = try Self.feed(of: newest.onSite, query: nil, newest: newest, searches: searches, emptySince: firstBuilt.max() ?? settings.buildTime,
                                 foundMovies: foundMovies, made: made, settings: settings)
        try await writer.write([.feed(FeedPage(feed: site))])
        try await writer.write(Array(zip(searches.queries.indices, firstBuilt))) { batch in
            try await Self.searchFeeds(batch, newest: newest, searches: searches, foundMovies: foundMovies, made: made, settings: settings)
        }
        return BuildReport.Feeds(count: searches.queries.count + 1, seconds: started.secondsElapsed)
    }

    /// The feeds of the searches at the positions of `batch` (each with when it was first built),
    /// made off the main actor.
    private nonisolated static func searchFeeds(
        _ batch: [(position: Int, firstBuilt: Int64)], newest: NewFilmsSelection, searches: Searches, foundMovies: FoundMoviesRepository,
        made: FeedEntryCache, settings: Settings
    ) async throws -> [SitePage] {
        try batch.map { position, firstBuilt in
            let search = searches.link(at: position)
            let feed = try feed(of: newest.bySearch[position], query: search.query, newest: newest, searches: searches, emptySince: firstBuilt,
                                foundMovies: foundMovies, made: made, settings: settings)
            return .feed(FeedPage(feed: feed, slug: search.slug ?? ""))
        }
    }

    /// The feed of `entries`, newest first, each film with the searches that found it (as
    /// `newest` gives them). The entries of films another feed holds come from `made`; the others
    /// are read and made here, and kept in `made` when another feed may hold them too (the site's
    /// films are in their searches' feeds, a film several searches found in each one's): a film
    /// one search found is in that search's feed alone.
    private nonisolated static func feed(
        of entries: [FirstFoundMovie], query: String?, newest: NewFilmsSelection, searches: Searches, emptySince: Int64,
        foundMovies: FoundMoviesRepository, made: FeedEntryCache, settings: Settings
    ) throws -> MovieFeedViewModel {
        let ids = entries.map(\.id)
        var byID = made.entries(ids: ids)
        let unmade = ids.filter { byID[$0] == nil }
        if !unmade.isEmpty {
            let firstFound = Dictionary(entries.map { ($0.id, $0.firstFound) }, uniquingKeysWith: { first, _ in first })
            let positions = newest.positions
            let new = try foundMovies.movies(ids: unmade).map { movie in
                MovieFeedEntryViewModel(
                    movie: movie, firstFound: firstFound[movie.id] ?? 0,
                    foundBy: (positions[movie.id] ?? []).map { searches.queries[$0] }, localization: settings.localization
                )
            }
            made.store(query == nil ? new : new.filter { (positions[$0.id]?.count ?? 0) > 1 })
            for entry in new where byID[entry.id] == nil { byID[entry.id] = entry }
        }
        return MovieFeedViewModel(
            siteTitle: settings.siteTitle,
            query: query,
            entries: entries.compactMap { entry in byID[entry.id]?.firstFound(at: entry.firstFound) },
            emptySince: emptySince,
            localization: settings.localization
        )
    }
}
