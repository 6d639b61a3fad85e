import Domain
import Infrastructure
import Presentation
import Rendering

/// Runs a build the way a user would use the app: for each query it searches, loads the next
/// pages up to the limit and opens every movie; then it looks at each movie, the genres and
/// years, and the recent searches. The page writer turns each screen into files as it comes.
///
/// Memory stays flat: the movies the searches found go to a ``FoundMoviesRepository`` (outside
/// memory), and the pages about them are made from it at the end a batch at a time.
@MainActor
public final class BuildCoordinator {
    /// Limits and names for one build.
    public struct Settings: Sendable {
        public var maxPages: Int
        public var recentLimit: Int
        /// Queries (and movie details) loaded at the same time.
        public var concurrency: Int
        public var siteTitle: String
        /// The language of the collections' titles and counts and of the search box.
        public var localization: Localization
        /// When the build happens (``BuildTime``), in seconds since 1970: the first-found time of
        /// the films no earlier build of the site found.
        public var buildTime: Int64
        /// Whether the feeds of new films are written (they need the base URL).
        public var writesFeeds: Bool
        /// The most films a feed lists.
        public var feedLimit: Int

        public init(
            maxPages: Int, recentLimit: Int, concurrency: Int = 4, siteTitle: String = "Marquee", localization: Localization = .english,
            buildTime: Int64 = 0, writesFeeds: Bool = false, feedLimit: Int = 50
        ) {
            self.localization = localization
            self.buildTime = buildTime
            self.writesFeeds = writesFeeds
            self.feedLimit = max(1, feedLimit)
            self.maxPages = maxPages
            self.recentLimit = recentLimit
            self.concurrency = max(1, concurrency)
            self.siteTitle = siteTitle
        }
    }

    let dependencies: BuildCoordinatorDependencies
    let writer: SitePageWriter
    let foundMovies: FoundMoviesRepository
    /// When earlier builds of the site first found each search's films.
    let history: FirstFoundRepository
    /// What each film gives the person pages, against the last build's, when the build is memoized.
    let personPageSources: PersonPageSources?
    /// The searches the last build ran under the same inputs, by query, which this one may
    /// replay (``KnownSearch``).
    let knownSearches: [String: KnownSearch]
    /// What the last build's memo tells of its films' pages, when they may be kept unread.
    let lastBuildFilms: LastBuildFilms?
    let settings: Settings
    /// Set for `--posters download`.
    let posters: PosterDownloader?
    weak var progress: BuildProgress?
    /// The movies whose details could not be loaded, or came from the cache, with why.
    var detailsProblems: [Movie.Identifier: BuildReport.Query.DetailsProblem] = [:]
    /// In a memoized build, each found film's ``Movie/listItemDigest(posters:)``, so that a page of
    /// a genre or a year whose films' items did not change is kept without reading them; emptied
    /// once those pages' inputs are known.
    var listItemDigests: ListItemDigests?
    /// In a rebuild, the ``Movie/listItemDigest(posters:)`` of each film the replayed searches
    /// read, as the earliest of them in the list found it (the film the build keeps), so that a
    /// film whose page is kept unread need not be read back for it; emptied once the films'
    /// pages are kept.
    var replayedListItemDigests: [Movie.Identifier: (position: Int, digest: PageDigest)] = [:]
    /// How many searches were replayed rather than run.
    var replayedCount = 0
    /// How many films' pages were kept without reading their details.
    var filmsKeptUnread = 0

    public init(
        dependencies: BuildCoordinatorDependencies,
        writer: SitePageWriter,
        foundMovies: FoundMoviesRepository,
        history: FirstFoundRepository,
        personPageSources: PersonPageSources? = nil,
        knownSearches: [String: KnownSearch] = [:],
        lastBuildFilms: LastBuildFilms? = nil,
        settings: Settings,
        posters: PosterDownloader? = nil,
        progress: BuildProgress? = nil
    ) {
        self.personPageSources = personPageSources
        self.knownSearches = knownSearches
        self.lastBuildFilms = lastBuildFilms
        listItemDigests = personPageSources == nil ? nil : ListItemDigests()
        self.posters = posters
        self.dependencies = dependencies
        self.writer = writer
        self.foundMovies = foundMovies
        self.history = history
        self.settings = settings
        self.progress = progress
    }

    /// Builds every page of the site into the output; publishing is the caller's decision.
    public func start(queries: [String]) async throws -> BuildResult {
        let searches = Searches(queries: queries)
        var phases = BuildPhases()
        progress?.buildStarted(queryCount: queries.count)
        let built = try await buildQueries(searches)
        try await dependencies.searchesFinished(inOrderOf: queries)
        foundMovies.savesEnded()
        phases.end("searches")
        let collections = SiteCollections(try await Self.movieCollections(foundMovies: foundMovies, localization: settings.localization))
        // What sorting the films took is handed back before their pages fill the heap's holes.
        MemoryAllocator.releaseFreedMemory()
        let searchSummaries = built.map { (summary: $0.summary, movieIDs: $0.result.movieIDs) }
        // A rebuild keeps most films' and people's pages, which leaves cores idle: the search
        // index is made meanwhile. A full build makes it last, after the pages it holds memory with.
        let makesSearchIndexMeanwhile = personPageSources?.comparesWithLastBuild == true
        let (settings, foundMovies, dependencies, movieIDs) = (settings, foundMovies, dependencies, collections.movieIDs)
        async let searchIndexMadeMeanwhile = makesSearchIndexMeanwhile
            ? Self.searchIndex(ids: movieIDs, searches: searchSummaries, settings: settings, foundMovies: foundMovies, dependencies: dependencies)
            : nil
        let changedFilms = lastBuildFilms?.changedFilms(
            queries: queries, replayed: Set(built.filter(\.replayed).map(\.result.query)), run: built.filter { !$0.replayed }.map(\.result.movieIDs)
        )
        try await writeMoviePages(searches: searches, collections: collections, changedFilms: changedFilms)
        dependencies.filmPagesMade()
        phases.endFreeingMemory("movie_pages")
        if let people = personPageSources?.people() {
            try await writePersonPages(keeping: people.unchanged, making: people.changed)
        } else {
            try await writePersonPages()
        }
        phases.endFreeingMemory("person_pages")
        let recentSearches = await loadRecentSearches(searches)
        try await writer.write([.recent(RecentSearchesPage(items: recentSearches)), .assets])
        let collectionLinks = collections.collectionLinks
        try await writeCollections(
            consume collections, searches: searchSummaries, madeSearchIndex: try await searchIndexMadeMeanwhile, recentSearches: recentSearches
        )
        phases.endFreeingMemory("lists")
        let feeds = try await writeFeeds(searches: searches, firstBuilt: built.map(\.firstBuilt))
        phases.end("feeds")
        try await writer.write([.notFound])
        try await writer.write([.sitemap(paths: writer.stagedPaths), .robots])
        let results = built.map { markDetailsProblems(of: $0.result) }
        var result = BuildResult(queries: results, movieCount: try foundMovies.count(), paths: writer.stagedPaths)
        phases.end("sitemap")
        result.feeds = feeds
        result.phases = phases
        result.replayedSearches = replayedCount
        result.filmsKeptUnread = filmsKeptUnread
        result.collectionLinks = collectionLinks
        return result
    }

    // MARK: - Queries

    /// The query list, with each query's slug.
    struct Searches: Sendable {
        let queries: [String]
        let slugs: QuerySlugs

        init(queries: [String]) {
            self.queries = queries
            slugs = QuerySlugs(queries: queries)
        }

        func link(at position: Int) -> SearchLink {
            SearchLink(query: queries[position], slug: slugs.slug(for: queries[position]))
        }
    }

    struct BuiltQuery {
        let result: BuildReport.Query
        let summary: SearchSummary
        /// When a build of the site first ran this search (this one's time when it is new).
        let firstBuilt: Int64
        /// Whether it was replayed from the last build (``KnownSearch``) rather than run.
        var replayed = false
    }

    /// Runs the queries, at most `concurrency` at a time; results come back in list order.
    private func buildQueries(_ searches: Searches) async throws -> [BuiltQuery] {
        let queries = searches.queries
        var built = [BuiltQuery?](repeating: nil, count: queries.count)
        var completed = 0
        let mayReplay = searches.replayable(knownSearches)
        try await forEachConcurrently(Array(queries.indices), width: settings.concurrency) { @MainActor position in
            let search = searches.link(at: position)
            self.progress?.queryStarted(query: search.query)
            if let known = mayReplay[position], let replayed = try await self.replay(known, as: search, position: position) {
                return (position, replayed)
            }
            return (position, try await self.build(search: search, position: position))
        } collect: { position, query in
            built[position] = query
            completed += 1
            progress?.queryFinished(completed: completed, of: queries.count, result: query.result)
        }
        return built.compactMap { $0 }
    }

    private func build(search: SearchLink, position: Int) async throws -> BuiltQuery {
        let query = search.query
        let slug = search.slug ?? ""
        var opened: [Movie] = []
        let viewModel = dependencies.makeMoviesListViewModel(actions: MoviesListViewModelActions(
            showMovieDetails: { movie in opened.append(movie) }
        ))
        await viewModel.didSearch(query: query)
        progress?.pageLoaded(query: query, page: viewModel.currentPage)
        // Go on while pages come fresh, or from the cache when the source is down (a stale query
        // keeps all its cached pages); stop at the first page that brings nothing.
        while viewModel.error == nil || viewModel.isStale, viewModel.hasMorePages, viewModel.currentPage < settings.maxPages {
            let previousPage = viewModel.currentPage
            await viewModel.didLoadNextPage()
            guard viewModel.currentPage > previousPage else { break }
            progress?.pageLoaded(query: query, page: viewModel.currentPage)
        }
        let pages = viewModel.pages
        let items = pages.flatMap(\.items)
        for itemIndex in items.indices {
            viewModel.didSelectItem(at: itemIndex)
        }
        let (newIDs, firstBuilt) = try await Self.save(
            opened, foundBy: position, query: query, buildTime: settings.buildTime, history: history, foundMovies: foundMovies
        )

        let summary = SearchSummary(
            query: query,
            slug: slug,
            totalResults: viewModel.totalResults,
            shownResults: items.count,
            pageCount: max(1, pages.count),
            status: viewModel.status,
            message: viewModel.error
        )
        let resultsPages = (pages.isEmpty ? [MoviesListItemsPage(number: 1, items: [])] : pages).map { page in
            SitePage.results(ResultsPage(
                search: summary,
                page: page.number,
                items: page.items,
                screenTitle: viewModel.screenTitle,
                emptyText: page.items.isEmpty ? viewModel.emptyDataTitle : nil,
                errorText: viewModel.notice
            ))
        }
        let posters = try await posterFiles(for: items)
        let paths = try await writer.write(posters + resultsPages)
        let movieIDs = items.map(\.id)
        let result = BuildReport.Query(
            query: query,
            slug: slug,
            status: BuildReport.Query.Status(rawValue: viewModel.status.rawValue) ?? .failed,
            totalResults: viewModel.totalResults,
            pagesFetched: pages.count,
            movieIDs: movieIDs,
            paths: Array(paths.suffix(paths.count - posters.count)),
            error: viewModel.error,
            newMovieIDs: newIDs.sharingStorage(with: movieIDs)
        )
        return BuiltQuery(result: result, summary: summary, firstBuilt: firstBuilt)
    }

    /// Saves the films the search at `position` found, with when the search `query` first found
    /// each (as earlier builds recorded it, else `buildTime`), off the main actor: SQLite's
    /// inserts are most of a search's cost, and the main actor runs the other searches meanwhile.
    /// Returns the films found now for the first time, in order, and when the search was first
    /// built.
    nonisolated static func save(
        _ movies: [Movie], foundBy position: Int, query: String, buildTime: Int64,
        history: FirstFoundRepository, foundMovies: FoundMoviesRepository
    ) async throws -> (new: [Movie.Identifier], firstBuilt: Int64) {
        let recorded = try history.history(of: query)
        var times: [Movie.Identifier: Int64] = [:]
        var new: [Movie.Identifier] = []
        for movie in movies where times[movie.id] == nil {
            if let time = recorded?.firstFound[movie.id] {
                times[movie.id] = time
            } else {
                times[movie.id] = buildTime
                new.append(movie.id)
            }
        }
        try foundMovies.save(movies, foundBy: position, firstFound: times)
        return (new, recorded?.firstBuilt ?? buildTime)
    }

    /// With downloaded posters, the copies of those of `items` not fetched yet; fetched before
    /// the pages showing them are rendered, so that those link to the copies.
    private func posterFiles(for items: [MoviesListItemViewModel]) async throws -> [SitePage] {
        guard let posters else { return [] }
        return await posters.fetch(items.compactMap(\.posterURL)).map(SitePage.file)
    }

    /// A fresh query one of whose films lacks its details, or has them only from the cache, is
    /// degraded, naming those films.
    private func markDetailsProblems(of query: BuildReport.Query) -> BuildReport.Query {
        var query = query
        query.detailsProblems = query.movieIDs.compactMap { detailsProblems[$0] }
        if query.status == .ok, !query.detailsProblems.isEmpty { query.status = .degraded }
        return query
    }

    // MARK: - Other screens

    /// Recent searches, linked to their pages when this build has them (matched ignoring case).
    private func loadRecentSearches(_ searches: Searches) async -> [SearchLink] {
        let builtByKey = Dictionary(searches.queries.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let viewModel = dependencies.makeMoviesQueriesListViewModel()
        await viewModel.didLoad()
        return viewModel.items.map { item in
            SearchLink(query: item.query, slug: builtByKey[item.query.lowercased()].map { searches.slugs.slug(for: $0) })
        }
    }
}
