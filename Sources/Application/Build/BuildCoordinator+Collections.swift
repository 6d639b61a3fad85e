import Domain
import Presentation
import Rendering

/// The pages made last from the movies the searches found: the genre and year pages, the lists of
/// genres and years, the search index and the home page.
extension BuildCoordinator {
    /// Movies whose list items are made at once for the search index.
    static let searchIndexBatch = 256

    /// Every page of every genre and year, the lists of genres and years, the search index and
    /// the home page (its best-rated films are picked in the same pass over the movies).
    ///
    /// - Parameter searches: each search's summary and its films in page order, for the box and
    ///   the home page.
    func writeCollections(
        _ collections: SiteCollections,
        searches: [(summary: SearchSummary, movieIDs: [Movie.Identifier])],
        recentSearches: [SearchLink]
    ) async throws {
        let (foundMovies, dependencies) = (foundMovies, dependencies)
        try await writeCollectionPages(collections)
        try await writer.write([.genres(collections.genres), .years(collections.years)])
        let ids = collections.movieIDs
        // Worked out before the index holds any row: the lookup they need is not held while the
        // rows are made.
        let searchEntries = Self.searchIndexEntries(searches, ids: ids)
        var index = SearchIndexBuilder(localization: settings.localization, spooled: true)
        var bestRated = BestRatedMovies()
        let batch = Self.searchIndexBatch
        // Batches are read and made into index rows side by side, off the main actor, and added
        // to the index in the site's order (at most `concurrency` wait to be added). Each batch's
        // ids are copied out when it is read, not all at once beforehand.
        var ready: [Int: (movies: [Movie], rows: SearchIndexBuilder.Rows)] = [:]
        var next = 0
        try await forEachConcurrently(Array(stride(from: 0, to: ids.count, by: batch)), width: settings.concurrency) { start in
            let batchIDs = Array(ids[start..<min(start + batch, ids.count)])
            return (start / batch, try await Self.searchIndexRows(ids: batchIDs, foundMovies: foundMovies, dependencies: dependencies))
        } collect: { position, batch in
            ready[position] = batch
            while let batch = ready.removeValue(forKey: next) {
                bestRated.consider(batch.movies)
                index.append(batch.rows)
                next += 1
            }
        }
        index.append(searchEntries)
        try await writer.write([
            .searchIndex(index.finish()),
            .index(IndexPage(
                siteTitle: settings.siteTitle, searches: searches.map(\.summary), recentSearches: recentSearches,
                genres: collections.genres.genres, bestRated: bestRated.movies.map(dependencies.makeMoviesListItemViewModel(movie:)),
                newMovies: try newMovies()
            )),
        ])
    }

    /// Every page of every genre and year that is to be made, a run of collections at a time:
    /// all their slots would take tens of MB at 100,000 films. The list items' digests are freed
    /// when this returns, before the search index is made.
    private func writeCollectionPages(_ collections: SiteCollections) async throws {
        let (foundMovies, dependencies) = (foundMovies, dependencies)
        listItemDigests?.sort()
        for run in collections.pageRuns(ofAbout: Self.collectionPagesAtOnce) {
            let pagesToMake = try await collectionPagesToMake(collections.pages(in: run))
            try await writer.write(pagesToMake) { slots in
                try await Self.collectionPages(slots, foundMovies: foundMovies, dependencies: dependencies)
            }
        }
        // Nothing reads the list items' digests past this point (5.5 MB at 100,000 films).
        listItemDigests?.removeAll()
    }

    /// About how many pages of genres and years are made at once.
    static let collectionPagesAtOnce = 2_048

    /// Each search's entry in the search box's index: its first films as rows of the index,
    /// which lists `ids` in order.
    private static func searchIndexEntries(
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

    /// The found movies with `ids` and their search index rows, made off the main actor.
    private nonisolated static func searchIndexRows(
        ids: [Movie.Identifier], foundMovies: FoundMoviesRepository, dependencies: any BuildCoordinatorDependencies
    ) async throws -> (movies: [Movie], rows: SearchIndexBuilder.Rows) {
        let movies = try foundMovies.movies(ids: ids)
        return (movies, SearchIndexBuilder.Rows(movies.map(dependencies.makeMoviesListItemViewModel(movie:))))
    }

    /// The pages of `slots`, their films read off the main actor; memoized by their inputs when
    /// those are known.
    private nonisolated static func collectionPages(
        _ slots: [(slot: CollectionPage.Slot, inputs: PageDigest?)],
        foundMovies: FoundMoviesRepository,
        dependencies: any BuildCoordinatorDependencies
    ) async throws -> [SitePage] {
        var pages: [SitePage] = []
        for (slot, inputs) in slots {
            let page = slot.page(items: try foundMovies.movies(ids: Array(slot.movieIDs)).map(dependencies.makeMoviesListItemViewModel(movie:)))
            guard let inputs else {
                pages.append(.collection(page))
                continue
            }
            pages.append(.memoized(MemoizedPage(path: slot.path, inputs: inputs) { .collection(page) }))
        }
        return pages
    }

    /// The pages of genres and years to make, each with its inputs when its films' list items
    /// are known (a memoized build). With a last build to compare with, only those whose films'
    /// list items (or place) changed since then: the others' published files are kept without
    /// reading their films.
    private func collectionPagesToMake(_ slots: [CollectionPage.Slot]) async throws -> [(slot: CollectionPage.Slot, inputs: PageDigest?)] {
        guard let listItemDigests else { return slots.map { ($0, nil) } }
        // Each slot's inputs are held as their digest until its page is made, not as every film's.
        let pages = slots.map { (slot: $0, inputs: $0.pageInputs(listItems: listItemDigests)?.digest) }
        guard personPageSources?.comparesWithLastBuild == true else { return pages }
        let unmade = pages.map { page in
            page.inputs.map { UnmadePage(path: page.slot.path, inputs: $0) }
        }
        let notKept = Set(try await writer.keep(unmade.compactMap { $0 }).map(\.path))
        return zip(pages, unmade).filter { _, unmade in unmade.map { notKept.contains($0.path) } ?? true }.map(\.0)
    }

    /// The films no search of the site had found before this build, for the home page.
    private func newMovies() throws -> NewMoviesViewModel {
        let newest = try foundMovies.newestOnSite(limit: NewMoviesViewModel.shownLimit).filter { $0.firstFound >= settings.buildTime }
        return NewMoviesViewModel(
            count: newest.isEmpty ? 0 : try foundMovies.countFirstFoundOnSite(at: settings.buildTime),
            items: try items(ids: newest.map(\.id)),
            localization: settings.localization
        )
    }

    /// The list items of the found movies with `ids`, in that order.
    private func items(ids: [Movie.Identifier]) throws -> [MoviesListItemViewModel] {
        try foundMovies.movies(ids: ids).map(dependencies.makeMoviesListItemViewModel(movie:))
    }
}
