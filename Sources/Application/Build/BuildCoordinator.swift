import Domain
import Presentation
import Rendering

/// Runs a build the way a user would use the app: for each query it searches, loads the next
/// pages up to the limit, opens every movie, then looks at the recent searches; the renderer (the
/// view) turns each screen into pages staged in the site output.
///
/// Queries run side by side, at most `Settings.concurrency` at a time; view models live on the main
/// actor while rendering and writing happen off it, in parallel.
@MainActor
public final class BuildCoordinator {
    /// Limits and names for one build.
    public struct Settings: Sendable {
        public var maxPages: Int
        public var recentLimit: Int
        /// Queries (and movie details) loaded at the same time.
        public var concurrency: Int
        public var siteTitle: String

        public init(maxPages: Int, recentLimit: Int, concurrency: Int = 4, siteTitle: String = "Marquee") {
            self.maxPages = maxPages
            self.recentLimit = recentLimit
            self.concurrency = max(1, concurrency)
            self.siteTitle = siteTitle
        }
    }

    private let dependencies: BuildCoordinatorDependencies
    let renderer: SiteRenderer
    private let output: SiteOutput
    private let settings: Settings
    private weak var progress: BuildProgress?

    private var movies: [Movie.Identifier: Movie] = [:]
    /// The searches that found each movie, with their places in the query list: queries finish in
    /// any order, pages list them in the list's order.
    private var movieFoundBy: [Movie.Identifier: [(position: Int, search: SearchLink)]] = [:]
    private(set) var stagedPaths: [String] = []
    /// What the genre and year pages, the search index and the posters need; see
    /// `BuildCoordinator+SiteExtras.swift`.
    let siteExtras = SiteExtras()

    public init(
        dependencies: BuildCoordinatorDependencies,
        renderer: SiteRenderer,
        output: SiteOutput,
        settings: Settings,
        progress: BuildProgress? = nil
    ) {
        self.dependencies = dependencies
        self.renderer = renderer
        self.output = output
        self.settings = settings
        self.progress = progress
    }

    /// Builds every page of the site into the output; publishing is the caller's decision.
    public func start(queries: [String]) async throws -> BuildResult {
        let slugs = QuerySlugs(queries: queries)
        progress?.buildStarted(queryCount: queries.count)
        let built = try await buildQueries(queries, slugs: slugs)
        try await dependencies.searchesFinished(inOrderOf: queries)
        try await stageMoviePages()
        let recentSearches = await loadRecentSearches(slugs: slugs, built: queries)
        try await stage([
            renderer.files(for: RecentSearchesPage(items: recentSearches)),
            renderer.files(for: IndexPage(siteTitle: settings.siteTitle, searches: built.map(\.summary), recentSearches: recentSearches)),
        ].flatMap { $0 } + renderer.assets())
        try await stageSiteExtras()
        return BuildResult(queries: built.map(\.result), movieCount: movies.count, paths: stagedPaths.sorted())
    }

    // MARK: - Queries

    private struct BuiltQuery {
        let result: BuildReport.Query
        let summary: SearchSummary
    }

    /// Runs the queries, at most `concurrency` at a time; results come back in list order.
    private func buildQueries(_ queries: [String], slugs: QuerySlugs) async throws -> [BuiltQuery] {
        var built = [BuiltQuery?](repeating: nil, count: queries.count)
        var completed = 0
        try await forEachConcurrently(Array(queries.enumerated()), width: settings.concurrency) { index, query in
            (index, try await self.build(query: query, slug: slugs.slug(for: query), position: index))
        } collect: { index, query in
            built[index] = query
            completed += 1
            progress?.queryFinished(completed: completed, of: queries.count, result: query.result)
        }
        return built.compactMap { $0 }
    }

    private func build(query: String, slug: String, position: Int) async throws -> BuiltQuery {
        progress?.queryStarted(query: query)
        let search = SearchLink(query: query, slug: slug)
        let viewModel = dependencies.makeMoviesListViewModel(actions: MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in self?.showMovieDetails(movie, foundBy: search, position: position) }
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

        let status: SearchStatus = viewModel.isStale ? .stale : (viewModel.error == nil ? .ok : .failed)
        let summary = SearchSummary(
            query: query,
            slug: slug,
            totalResults: viewModel.totalResults,
            pageCount: max(1, pages.count),
            status: status,
            message: viewModel.error
        )
        let errorText = viewModel.error.map { error in
            status == .stale
                ? "These results come from the cache because the source could not be reached: \(error)"
                : "This search could not be completed: \(error)"
        }
        let resultsPages = (pages.isEmpty ? [MoviesListItemsPage(number: 1, items: [])] : pages).map { page in
            ResultsPage(
                search: summary,
                page: page.number,
                items: page.items,
                screenTitle: viewModel.screenTitle,
                emptyText: page.items.isEmpty ? viewModel.emptyDataTitle : nil,
                errorText: errorText
            )
        }
        try await collect(items)
        let paths = try await stage(resultsPages)
        let result = BuildReport.Query(
            query: query,
            slug: slug,
            status: BuildReport.Query.Status(rawValue: status.rawValue) ?? .failed,
            totalResults: viewModel.totalResults,
            pagesFetched: pages.count,
            movieIDs: items.map(\.id),
            paths: paths,
            error: viewModel.error
        )
        return BuiltQuery(result: result, summary: summary)
    }

    /// The list's `showMovieDetails` action: remember the movie and the search that found it.
    private func showMovieDetails(_ movie: Movie, foundBy search: SearchLink, position: Int) {
        if movies[movie.id] == nil {
            movies[movie.id] = movie
        }
        if movieFoundBy[movie.id]?.contains(where: { $0.search == search }) != true {
            movieFoundBy[movie.id, default: []].append((position, search))
        }
    }

    /// The searches that found a movie, in the order of the query list.
    private func searches(thatFound id: Movie.Identifier) -> [SearchLink] {
        (movieFoundBy[id] ?? []).sorted { $0.position < $1.position }.map(\.search)
    }

    // MARK: - Movie pages

    /// Loads every movie's details and stages its page, in batches (one render off the main actor
    /// per batch rather than per movie), at most `concurrency` batches at a time.
    private func stageMoviePages() async throws {
        progress?.renderingDetails(movieCount: movies.count)
        let ids = movies.keys.sorted()
        let batches = stride(from: 0, to: ids.count, by: Self.movieBatchSize).map { Array(ids[$0..<min($0 + Self.movieBatchSize, ids.count)]) }
        try await forEachConcurrently(batches, width: settings.concurrency) { batch in
            try await self.stageMoviePages(ids: batch)
        }
    }

    private static let movieBatchSize = 16

    private func stageMoviePages(ids: [Movie.Identifier]) async throws {
        var pages: [MovieDetailsPage] = []
        for id in ids {
            guard let movie = movies[id] else { continue }
            let (details, error) = await dependencies.makeMovieDetailsViewModel(movie: movie)
            if let error {
                progress?.notice("“\(movie.title)” (\(movie.id)): details unavailable, the page shows the search result only: \(error)")
            }
            pages.append(MovieDetailsPage(details: details, foundBy: searches(thatFound: id), collections: collectionLinks(for: details)))
        }
        try await stage(pages)
    }

    // MARK: - Other screens

    /// Recent searches, linked to their pages when this build has them (matched ignoring case).
    private func loadRecentSearches(slugs: QuerySlugs, built: [String]) async -> [SearchLink] {
        let builtByKey = Dictionary(built.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let viewModel = dependencies.makeMoviesQueriesListViewModel()
        await viewModel.didLoad()
        return viewModel.items.map { item in
            SearchLink(query: item.query, slug: builtByKey[item.query.lowercased()].map { slugs.slug(for: $0) })
        }
    }

    // MARK: - Staging

    /// Renders and writes pages off the main actor; returns their site paths.
    @discardableResult
    private func stage(_ pages: [ResultsPage]) async throws -> [String] {
        try await record(Self.renderAndWrite(pages, renderer: renderer, output: output) { $1.files(for: $0) })
    }

    private func stage(_ pages: [MovieDetailsPage]) async throws {
        try await record(Self.renderAndWrite(pages, renderer: renderer, output: output) { $1.files(for: $0) })
    }

    func stage(_ files: [RenderedFile]) async throws {
        try await record(Self.renderAndWrite(files, renderer: renderer, output: output) { file, _ in [file] })
    }

    /// Renders and writes many pages in batches, at most `concurrency` batches at a time, off the
    /// main actor: both cores work, and only the batches in flight are held in memory.
    func stageInParallel<Page: Sendable>(
        _ pages: [Page],
        batchSize: Int = 16,
        render: @escaping @Sendable (Page, SiteRenderer) -> [RenderedFile]
    ) async throws {
        let batches = stride(from: 0, to: pages.count, by: batchSize).map { Array(pages[$0..<min($0 + batchSize, pages.count)]) }
        let (renderer, output) = (renderer, output)
        try await forEachConcurrently(batches, width: settings.concurrency) { batch in
            try await Self.renderAndWrite(batch, renderer: renderer, output: output, render: render)
        } collect: { paths in
            record(paths)
        }
    }

    @discardableResult
    private func record(_ paths: [String]) -> [String] {
        stagedPaths.append(contentsOf: paths)
        return paths
    }

    private nonisolated static func renderAndWrite<Page: Sendable>(
        _ pages: [Page],
        renderer: SiteRenderer,
        output: SiteOutput,
        render: @Sendable (Page, SiteRenderer) -> [RenderedFile]
    ) async throws -> [String] {
        var paths: [String] = []
        for page in pages {
            for file in render(page, renderer) {
                try output.write(file)
                paths.append(file.path)
            }
        }
        return paths
    }
}
