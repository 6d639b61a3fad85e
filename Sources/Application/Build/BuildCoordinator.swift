import Domain
import Presentation
import Rendering

/// Runs a build the way a user would use the app: for each query it searches, loads the next
/// pages up to the limit, opens every movie, then looks at the recent searches; the renderer (the
/// view) turns each screen into pages staged in the site output.
@MainActor
public final class BuildCoordinator {
    /// Limits and names for one build.
    public struct Settings: Sendable {
        public var maxPages: Int
        public var recentLimit: Int
        public var siteTitle: String

        public init(maxPages: Int, recentLimit: Int, siteTitle: String = "Marquee") {
            self.maxPages = maxPages
            self.recentLimit = recentLimit
            self.siteTitle = siteTitle
        }
    }

    private let dependencies: BuildCoordinatorDependencies
    private let renderer: SiteRenderer
    private let output: SiteOutput
    private let settings: Settings
    private weak var progress: BuildProgress?

    private var movieDetails: [Movie.Identifier: MovieDetailsViewModel] = [:]
    private var movieFoundBy: [Movie.Identifier: [SearchLink]] = [:]
    private var currentSearch: SearchLink?
    private var stagedPaths: [String] = []

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
        var results: [BuildReport.Query] = []
        var summaries: [SearchSummary] = []
        for (offset, query) in queries.enumerated() {
            progress?.queryStarted(index: offset + 1, of: queries.count, query: query)
            let (result, summary) = try await build(query: query, slug: slugs.slug(for: query), index: offset + 1, of: queries.count)
            progress?.queryFinished(index: offset + 1, of: queries.count, result: result)
            results.append(result)
            summaries.append(summary)
        }
        progress?.renderingDetails(movieCount: movieDetails.count)
        try stageMoviePages()
        let recentSearches = await loadRecentSearches(slugs: slugs, built: queries)
        try stage(renderer.render(RecentSearchesPage(items: recentSearches)))
        try stage(renderer.render(IndexPage(siteTitle: settings.siteTitle, searches: summaries, recentSearches: recentSearches)))
        for asset in renderer.assets() {
            try stage(asset)
        }
        return BuildResult(queries: results, movieCount: movieDetails.count, paths: stagedPaths.sorted())
    }

    // MARK: - One query

    private func build(query: String, slug: String, index: Int, of count: Int) async throws -> (BuildReport.Query, SearchSummary) {
        let search = SearchLink(query: query, slug: slug)
        currentSearch = search
        defer { currentSearch = nil }
        let viewModel = dependencies.makeMoviesListViewModel(actions: MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in self?.showMovieDetails(movie) }
        ))
        await viewModel.didSearch(query: query)
        progress?.pageLoaded(index: index, of: count, query: query, page: viewModel.currentPage)
        while viewModel.error == nil, viewModel.hasMorePages, viewModel.currentPage < settings.maxPages {
            await viewModel.didLoadNextPage()
            progress?.pageLoaded(index: index, of: count, query: query, page: viewModel.currentPage)
        }
        for itemIndex in viewModel.items.indices {
            viewModel.didSelectItem(at: itemIndex)
        }

        let pages = viewModel.pages
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
        var paths: [String] = []
        for page in pages.isEmpty ? [MoviesListItemsPage(number: 1, items: [])] : pages {
            let file = renderer.render(ResultsPage(
                search: summary,
                page: page.number,
                items: page.items,
                screenTitle: viewModel.screenTitle,
                emptyText: page.items.isEmpty ? viewModel.emptyDataTitle : nil,
                errorText: errorText
            ))
            try stage(file)
            paths.append(file.path)
        }
        let result = BuildReport.Query(
            query: query,
            slug: slug,
            status: BuildReport.Query.Status(rawValue: status.rawValue) ?? .failed,
            totalResults: viewModel.totalResults,
            pagesFetched: pages.count,
            movieIDs: viewModel.items.map(\.id),
            paths: paths,
            error: viewModel.error
        )
        return (result, summary)
    }

    /// The list's `showMovieDetails` action: remember the movie and the search that found it.
    private func showMovieDetails(_ movie: Movie) {
        if movieDetails[movie.id] == nil {
            movieDetails[movie.id] = dependencies.makeMovieDetailsViewModel(movie: movie)
        }
        if let search = currentSearch, movieFoundBy[movie.id]?.contains(search) != true {
            movieFoundBy[movie.id, default: []].append(search)
        }
    }

    // MARK: - Other screens

    private func stageMoviePages() throws {
        for id in movieDetails.keys.sorted() {
            guard let details = movieDetails[id] else { continue }
            try stage(renderer.render(MovieDetailsPage(details: details, foundBy: movieFoundBy[id] ?? [])))
        }
    }

    /// Recent searches, linked to their pages when this build has them (matched ignoring case).
    private func loadRecentSearches(slugs: QuerySlugs, built: [String]) async -> [SearchLink] {
        let builtByKey = Dictionary(built.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let viewModel = dependencies.makeMoviesQueriesListViewModel()
        await viewModel.didLoad()
        return viewModel.items.map { item in
            SearchLink(query: item.query, slug: builtByKey[item.query.lowercased()].map { slugs.slug(for: $0) })
        }
    }

    private func stage(_ file: RenderedFile) throws {
        try output.write(file)
        stagedPaths.append(file.path)
    }
}
