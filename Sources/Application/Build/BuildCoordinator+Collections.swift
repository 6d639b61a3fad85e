import Domain
import Presentation
import Rendering

/// The pages made last from the movies the searches found: the genre and year pages, the lists of
/// genres and years, the search index and the home page.
extension BuildCoordinator {
    /// Every page of every genre and year, the lists of genres and years, the search index and
    /// the home page (its best-rated films are picked as the index is made).
    ///
    /// - Parameters:
    ///   - searches: each search's summary and its films in page order, for the box and the home
    ///     page.
    ///   - madeSearchIndex: the search index when it was made beforehand; otherwise it is made
    ///     once the genre and year pages are written.
    func writeCollections(
        _ collections: consuming SiteCollections,
        searches: [(summary: SearchSummary, movieIDs: [Movie.Identifier])],
        madeSearchIndex: SearchIndex?,
        recentSearches: [SearchLink]
    ) async throws {
        try await writeCollectionPages(collections)
        let (genres, movieIDs) = (collections.genres, collections.movieIDs)
        try await writer.write([.genres(genres), .years(collections.years)])
        // The films' order in every genre and year (3 MB at 100,000 films) is not held while a
        // full build makes the search index.
        _ = consume collections
        let searchIndex: SearchIndex
        if let madeSearchIndex {
            searchIndex = madeSearchIndex
        } else {
            searchIndex = try await Self.searchIndex(
                ids: movieIDs, searches: searches, settings: settings, foundMovies: foundMovies, dependencies: dependencies
            )
        }
        try await writer.write([
            .searchIndex(searchIndex.files),
            .index(IndexPage(
                siteTitle: settings.siteTitle, searches: searches.map(\.summary), recentSearches: recentSearches,
                genres: genres.genres, bestRated: searchIndex.bestRated.map(dependencies.makeMoviesListItemViewModel(movie:)),
                newMovies: try newMovies()
            )),
        ])
    }

    /// Every page of every genre and year that is to be made, a run of collections at a time:
    /// all their slots would take tens of MB at 100,000 films. The list items' digests are freed
    /// when this returns, before a full build makes the search index.
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
        let new = try foundMovies.firstFoundOnSite(since: settings.buildTime, limit: NewMoviesViewModel.shownLimit)
        return NewMoviesViewModel(
            count: new.count,
            items: try items(ids: new.newest.map(\.id)),
            localization: settings.localization
        )
    }

    /// The list items of the found movies with `ids`, in that order.
    private func items(ids: [Movie.Identifier]) throws -> [MoviesListItemViewModel] {
        try foundMovies.movies(ids: ids).map(dependencies.makeMoviesListItemViewModel(movie:))
    }
}
