import Domain
import Presentation
import Rendering

/// The search box's scripts, made from every film of the site in its order (``SearchIndexBuilder``).
extension BuildCoordinator {
    /// The search box's scripts and the home page's best-rated films, found in the same pass.
    struct SearchIndex: Sendable {
        let files: [RenderedFile]
        let bestRated: [Movie]
    }

    /// Movies read and made into search index entries at once.
    nonisolated static let searchIndexBatch = 256

    /// The search index of the films with `ids`, in that order, and the search box's entry for
    /// each of `searches`. Made off the main actor from start to end: a rebuild makes it while
    /// the films' and people's pages are kept, which leaves cores idle.
    ///
    /// - Parameter searches: each search's summary and its films in page order.
    nonisolated static func searchIndex(
        ids: [Movie.Identifier],
        searches: [(summary: SearchSummary, movieIDs: [Movie.Identifier])],
        settings: Settings,
        foundMovies: FoundMoviesRepository,
        dependencies: any BuildCoordinatorDependencies
    ) async throws -> SearchIndex {
        // Worked out before the index holds any row: the lookup they need is not held while the
        // rows are made.
        let searchEntries = searchIndexEntries(searches, ids: ids)
        var index = SearchIndexBuilder(localization: settings.localization, spooled: true)
        var bestRated = BestRatedMovies()
        let batch = searchIndexBatch
        // Batches are read and made into index rows side by side, and added to the index in the
        // site's order (at most `concurrency` wait to be added). Each batch's ids are copied out
        // when it is read, not all at once beforehand.
        var ready: [Int: (movies: [Movie], rows: SearchIndexBuilder.Rows)] = [:]
        var next = 0
        try await forEachConcurrently(Array(stride(from: 0, to: ids.count, by: batch)), width: settings.concurrency) { start in
            let batchIDs = Array(ids[start..<min(start + batch, ids.count)])
            return (start / batch, try await searchIndexRows(ids: batchIDs, foundMovies: foundMovies, dependencies: dependencies))
        } collect: { position, batch in
            ready[position] = batch
            while let batch = ready.removeValue(forKey: next) {
                bestRated.consider(batch.movies)
                index.append(batch.rows)
                next += 1
            }
        }
        index.append(searchEntries)
        return SearchIndex(files: index.finish(), bestRated: bestRated.movies)
    }

    /// Each search's entry in the search box's index: its first films as rows of the index,
    /// which lists `ids` in order.
    private nonisolated static func searchIndexEntries(
        _ searches: [(summary: SearchSummary, movieIDs: [Movie.Identifier])], ids: [Movie.Identifier]
    ) -> [SearchIndexBuilder.Search] {
        let shown = searches.map { $0.movieIDs.prefix(SearchIndexBuilder.filmsPerSearch) }
        // The rows of the films the entries show, not of every film of the site.
        var rows: [Movie.Identifier: Int] = [:]
        for films in shown {
            for id in films { rows[id] = -1 }
        }
        for (row, id) in ids.enumerated() where rows[id] == -1 {
            rows[id] = row
        }
        return zip(searches, shown).map { search, films in
            SearchIndexBuilder.Search(
                query: search.summary.query,
                page: SitePath.results(slug: search.summary.slug, page: 1),
                resultCount: search.summary.shownResults,
                rows: films.compactMap { rows[$0].flatMap { $0 >= 0 ? $0 : nil } }
            )
        }
    }

    /// The found movies with `ids` and their search index rows.
    private nonisolated static func searchIndexRows(
        ids: [Movie.Identifier], foundMovies: FoundMoviesRepository, dependencies: any BuildCoordinatorDependencies
    ) async throws -> (movies: [Movie], rows: SearchIndexBuilder.Rows) {
        let movies = try foundMovies.movies(ids: ids)
        return (movies, SearchIndexBuilder.Rows(movies.map(dependencies.makeMovieSearchEntryViewModel(movie:))))
    }
}
