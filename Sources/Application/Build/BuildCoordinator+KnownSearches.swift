import Domain
import Presentation
import Rendering

/// Searches replayed rather than run: a search the last build ran under the same inputs
/// (``KnownSearch``) finds the same films, so its films are read again by their ids and its result
/// pages are kept unmade. Its films are saved, and its query to the recent searches, as a run
/// saves them, so that the rest of the build cannot tell the difference.
extension BuildCoordinator {
    /// The search `known` replayed as `search`, at `position` of the list; nil, having changed
    /// nothing but the recent searches (which the search, run instead, saves the same way), when
    /// the source cannot give films by their ids, or gave others, or the memo cannot vouch for
    /// the result pages.
    func replay(_ known: KnownSearch, as search: SearchLink, position: Int) async throws -> BuiltQuery? {
        guard known.slug == search.slug,
              let movies = try? await dependencies.replaySearch(query: search.query, movieIDs: known.movieIDs),
              movies.map(\.id) == known.movieIDs,
              try await writer.keep(files: known.paths) else { return nil }
        let (newIDs, firstBuilt) = try await Self.save(
            movies, foundBy: position, query: search.query, buildTime: settings.buildTime, history: history, foundMovies: foundMovies
        )
        replayedCount += 1
        if lastBuildFilms != nil, listItemDigests != nil {
            let unseen = movies.filter { replayedListItemDigests[$0.id].map { position < $0.position } ?? true }
            for film in await Self.listItemDigests(of: unseen, posters: dependencies.posterURLBuilder)
            where replayedListItemDigests[film.id].map({ position < $0.position }) ?? true {
                replayedListItemDigests[film.id] = (position, film.digest)
            }
        }
        let summary = SearchSummary(
            query: search.query, slug: known.slug, totalResults: known.totalResults, shownResults: known.movieIDs.count,
            pageCount: max(1, known.pagesFetched), status: .ok, message: nil
        )
        let result = BuildReport.Query(
            query: search.query, slug: known.slug, status: .ok, totalResults: known.totalResults, pagesFetched: known.pagesFetched,
            movieIDs: known.movieIDs, paths: known.paths, error: nil, newMovieIDs: newIDs.sharingStorage(with: known.movieIDs)
        )
        return BuiltQuery(result: result, summary: summary, firstBuilt: firstBuilt, replayed: true)
    }

    /// Each of `movies` with its list item's digest, worked out off the main actor.
    private nonisolated static func listItemDigests(of movies: [Movie], posters: PosterURLBuilder) async -> [(id: Movie.Identifier, digest: PageDigest)] {
        movies.map { ($0.id, $0.listItemDigest(posters: posters)) }
    }
}

extension BuildCoordinator.Searches {
    /// Of `known`, the searches of this list that may be replayed, by position: those whose query
    /// the list holds once (``KnownSearch/heldOnce(_:)``).
    func replayable(_ known: [String: KnownSearch]) -> [Int: KnownSearch] {
        guard !known.isEmpty else { return [:] }
        let once = KnownSearch.heldOnce(queries)
        var replayable: [Int: KnownSearch] = [:]
        for (position, query) in queries.enumerated() where once.contains(query) {
            replayable[position] = known[query]
        }
        return replayable
    }
}
