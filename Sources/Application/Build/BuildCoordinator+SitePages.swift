import Domain
import Presentation
import Rendering

/// The pages made at the end from the movies the searches found: each movie's own page, the
/// genre and year pages and the search index; each made from the found movies a batch at a time.
extension BuildCoordinator {
    /// Movies whose list items are made at once for the search index.
    static let searchIndexBatch = 256

    /// Each movie's page, with the searches that found it and its genre and year pages. A movie
    /// whose details, searches and collections are those the last build published keeps its page
    /// unmade; its credits are saved for the person pages either way.
    func writeMoviePages(searches: Searches, collections: SiteCollections) async throws {
        let ids = collections.movieIDs
        let localization = settings.localization
        let dependencies = dependencies
        progress?.renderingDetails(movieCount: ids.count)
        try await writer.write(ids) { batch in
            let positions = try self.foundMovies.positions(ids: batch)
            var pages: [SitePage] = []
            var credits: [Credit] = []
            for movie in try self.foundMovies.movies(ids: batch) {
                let (details, problem) = await dependencies.loadMovieDetails(movie: movie)
                if let problem {
                    let status: BuildReport.Query.DetailsProblem.Status = problem.status == .unavailable ? .failed : .stale
                    self.detailsProblems[movie.id] = .init(id: movie.id, title: movie.title, status: status, reason: problem.reason)
                    self.progress?.notice(problem.notice)
                }
                let movieCredits = Self.credits(of: details)
                self.personPageSources?.record(
                    movieID: movie.id, inputs: movie.personPageInputs(credits: movieCredits), personKeys: movieCredits.map(\.personKey)
                )
                credits += movieCredits
                let foundBy = (positions[movie.id] ?? []).map(searches.link(at:))
                let links = collections.links(
                    genres: MoviesListItemViewModel.genreNames(of: details, localization: localization),
                    year: MoviesListItemViewModel.yearText(of: details)
                )
                pages.append(.memoized(MemoizedPage(path: SitePath.movie(id: movie.id), inputs: details.pageInputs(foundBy: foundBy, collections: links, posters: dependencies.posterURLBuilder)) {
                    .movie(MovieDetailsPage(details: dependencies.makeMovieDetailsViewModel(details: details), foundBy: foundBy, collections: links))
                }))
            }
            try self.foundMovies.saveCredits(credits)
            return pages
        }
    }

    /// A page for each person credited on a movie's page, after all of them: their films by role.
    /// People are read a few thousand keys at a time, so a large site never holds them all. A
    /// person whose filmography is the one the last build published keeps their page unmade.
    func writePersonPages() async throws {
        var last: String?
        let localization = settings.localization
        while case let keys = try foundMovies.personKeys(after: last, limit: Self.personKeysAtOnce), !keys.isEmpty {
            try await writer.write(keys) { keys in
                try self.foundMovies.filmographies(keys: keys).map { Self.personPage($0, localization: localization) }
            }
            last = keys.last
        }
    }

    /// The person pages of a build that knows whose films changed since the last build
    /// (``PersonPageSources``): the pages of `unchanged` are kept, their filmographies unread
    /// (unless the memo cannot vouch for one: it is made), and those of `changed` are made.
    func writePersonPages(keeping unchanged: [String], making changed: [String]) async throws {
        let notKept = Set(try await writer.keep(unchanged.map(SitePath.person(slug:))))
        let making = changed + (notKept.isEmpty ? [] : unchanged.filter { notKept.contains(SitePath.person(slug: $0)) })
        let sorted = making.sorted()
        let localization = settings.localization
        // Read many at once: without the index by person, each read scans every credit.
        for start in stride(from: 0, to: sorted.count, by: Self.personKeysReadAtOnce) {
            let filmographies = try foundMovies.filmographies(keys: Array(sorted[start..<min(start + Self.personKeysReadAtOnce, sorted.count)]))
            try await writer.write(filmographies.map { Self.personPage($0, localization: localization) })
        }
    }

    /// People whose filmographies a rebuild reads at once.
    static let personKeysReadAtOnce = 1_024

    /// A person's page, kept when their filmography is the one the last build published.
    private nonisolated static func personPage(_ filmography: Filmography, localization: Localization) -> SitePage {
        .memoized(MemoizedPage(path: SitePath.person(slug: filmography.personKey), inputs: filmography.pageInputs) {
            .person(PersonPage(person: PersonViewModel(filmography: filmography, localization: localization)))
        })
    }

    static let personKeysAtOnce = 4_096

    /// The people a movie's page names, keyed by the slug of their page.
    private static func credits(of details: Movie) -> [Credit] {
        let named = MovieDetailsViewModel.creditedNames(of: details)
        return named.directors.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .director, movieID: details.id) }
            + named.cast.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .cast, movieID: details.id) }
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
                genres: collections.genres.genres, bestRated: bestRated.movies.map(dependencies.makeMoviesListItemViewModel(movie:)),
                newMovies: try newMovies()
            )),
        ])
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
