import Domain
import Presentation
import Rendering

/// The pages made at the end from the movies the searches found: each movie's own page, the
/// genre and year pages and the search index; each made from the found movies a batch at a time.
extension BuildCoordinator {
    /// Movies whose list items are made at once for the search index.
    static let searchIndexBatch = 256

    /// Each movie's page, with the searches that found it and its genre and year pages.
    func writeMoviePages(searches: Searches, collections: SiteCollections) async throws {
        let ids = collections.movieIDs
        progress?.renderingDetails(movieCount: ids.count)
        try await writer.write(ids) { batch in
            let positions = try self.foundMovies.positions(ids: batch)
            var pages: [SitePage] = []
            var credits: [Credit] = []
            for movie in try self.foundMovies.movies(ids: batch) {
                let (details, problem) = await self.dependencies.makeMovieDetailsViewModel(movie: movie)
                if let problem {
                    let status: BuildReport.Query.DetailsProblem.Status = problem.status == .unavailable ? .failed : .stale
                    self.detailsProblems[movie.id] = .init(id: movie.id, title: movie.title, status: status, reason: problem.reason)
                    self.progress?.notice(problem.notice)
                }
                credits += Self.credits(of: details)
                pages.append(.movie(MovieDetailsPage(
                    details: details,
                    foundBy: (positions[movie.id] ?? []).map(searches.link(at:)),
                    collections: collections.links(genres: details.genres, year: details.year)
                )))
            }
            try self.foundMovies.saveCredits(credits)
            return pages
        }
    }

    /// A page for each person credited on a movie's page, after all of them: their films by role.
    /// People are read a few thousand keys at a time, so a large site never holds them all.
    func writePersonPages() async throws {
        var last: String?
        while case let keys = try foundMovies.personKeys(after: last, limit: Self.personKeysAtOnce), !keys.isEmpty {
            try await writer.write(keys) { keys in
                try self.foundMovies.filmographies(keys: keys).map { filmography in
                    .person(PersonPage(person: PersonViewModel(filmography: filmography, localization: self.settings.localization)))
                }
            }
            last = keys.last
        }
    }

    static let personKeysAtOnce = 4_096

    /// The people a movie's page names, keyed by the slug of their page.
    private static func credits(of details: MovieDetailsViewModel) -> [Credit] {
        details.directors.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .director, movieID: details.id) }
            + details.cast.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .cast, movieID: details.id) }
    }

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
        try await writer.write(collections.pages) { slots in
            var pages: [SitePage] = []
            for slot in slots {
                pages.append(.collection(slot.page(items: try self.items(ids: slot.movieIDs))))
            }
            return pages
        }
        try await writer.write([.genres(collections.genres), .years(collections.years)])
        var index = SearchIndexBuilder(localization: settings.localization)
        var bestRated = BestRatedMovies()
        let ids = collections.movieIDs
        for start in stride(from: 0, to: ids.count, by: Self.searchIndexBatch) {
            let movies = try foundMovies.movies(ids: Array(ids[start..<min(start + Self.searchIndexBatch, ids.count)]))
            bestRated.consider(movies)
            index.append(movies.map(dependencies.makeMoviesListItemViewModel(movie:)))
        }
        let rows = Dictionary(ids.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        index.append(searches.map { search in
            SearchIndexBuilder.Search(
                query: search.summary.query,
                page: SitePath.results(slug: search.summary.slug, page: 1),
                resultCount: search.summary.shownResults,
                rows: search.movieIDs.prefix(SearchIndexBuilder.filmsPerSearch).compactMap { rows[$0] }
            )
        })
        try await writer.write([
            .searchIndex(index.finish()),
            .index(IndexPage(
                siteTitle: settings.siteTitle, searches: searches.map(\.summary), recentSearches: recentSearches,
                genres: collections.genres.genres, bestRated: bestRated.movies.map(dependencies.makeMoviesListItemViewModel(movie:))
            )),
        ])
    }

    /// The list items of the found movies with `ids`, in that order.
    private func items(ids: [Movie.Identifier]) throws -> [MoviesListItemViewModel] {
        try foundMovies.movies(ids: ids).map(dependencies.makeMoviesListItemViewModel(movie:))
    }
}
