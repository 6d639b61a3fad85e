import Domain

/// Drives a search page after page through `SearchMoviesUseCase`.
@MainActor
public final class DefaultMoviesListViewModel: MoviesListViewModel {
    public private(set) var loading: MoviesListViewModelLoading?
    public private(set) var query = ""
    public private(set) var error: String?
    public private(set) var currentPage = 0
    public private(set) var totalPageCount = 1
    public private(set) var totalResults = 0

    private let searchMoviesUseCase: SearchMoviesUseCase
    private let actions: MoviesListViewModelActions?
    private let posterURLBuilder: PosterURLBuilder
    private let localization: Localization
    private var loadedPages: [LoadedPage] = []
    /// Bumped by every new search, so a late answer to an older one is dropped.
    private var generation = 0

    public init(
        searchMoviesUseCase: SearchMoviesUseCase,
        actions: MoviesListViewModelActions? = nil,
        posterURLBuilder: PosterURLBuilder = .none,
        localization: Localization = .english
    ) {
        self.searchMoviesUseCase = searchMoviesUseCase
        self.actions = actions
        self.posterURLBuilder = posterURLBuilder
        self.localization = localization
        errorTitle = localization.text(.resultsError)
        searchBarPlaceholder = localization.text(.layoutSearchPlaceholder)
    }

    // MARK: - Output

    public var pages: [MoviesListItemsPage] { loadedPages.map(\.itemsPage) }

    public var items: [MoviesListItemViewModel] { pages.flatMap(\.items) }

    public func machineReadableMovies(onPage number: Int) -> [MachineReadableMovie] {
        let movies = loadedPages.first { $0.moviesPage.page == number }?.moviesPage.movies ?? []
        return movies.map { MachineReadableMovie(movie: $0, posterURLBuilder: posterURLBuilder) }
    }

    public var isEmpty: Bool { loadedPages.allSatisfy { $0.moviesPage.movies.isEmpty } }
    public var isStale: Bool { loadedPages.contains(where: \.isStale) }
    public var status: SearchStatus { isStale ? .stale : (error == nil ? .ok : .failed) }
    public var notice: String? {
        error.map { error in
            localization.text(status == .stale ? .resultsStale : .resultsFailed, ["error": error])
        }
    }
    public var hasMorePages: Bool { currentPage < totalPageCount }
    public var screenTitle: String { query.isEmpty ? localization.text(.resultsTitleAll) : localization.text(.resultsTitle, ["query": query]) }
    public var emptyDataTitle: String { query.isEmpty ? localization.text(.resultsEmptyAll) : localization.text(.resultsEmpty, ["query": query]) }
    public let errorTitle: String
    public let searchBarPlaceholder: String

    // MARK: - Input

    public func didSearch(query: String) async {
        let trimmed = query.trimmedOrNil ?? ""
        guard !trimmed.isEmpty else { return }
        reset()
        self.query = trimmed
        await load(page: 1, loading: .fullScreen)
    }

    public func didLoadNextPage() async {
        guard hasMorePages, loading == nil, !query.isEmpty else { return }
        await load(page: currentPage + 1, loading: .nextPage)
    }

    public func didCancelSearch() {
        reset()
    }

    public func didSelectItem(at index: Int) {
        guard index >= 0 else { return }
        var offset = index
        for page in loadedPages {
            let movies = page.moviesPage.movies
            if offset < movies.count {
                actions?.showMovieDetails(movies[offset])
                return
            }
            offset -= movies.count
        }
    }

    // MARK: - Private

    /// A page as loaded, with its item view models made once, when it is shown.
    private struct LoadedPage {
        var moviesPage: MoviesPage
        var itemsPage: MoviesListItemsPage
        var isStale: Bool { itemsPage.isStale }
    }

    private func reset() {
        generation += 1
        loadedPages = []
        currentPage = 0
        totalPageCount = 1
        totalResults = 0
        error = nil
        loading = nil
        query = ""
    }

    private func load(page: Int, loading: MoviesListViewModelLoading) async {
        let request = SearchMoviesUseCaseRequestValue(query: MovieQuery(query: query), page: page)
        let generation = self.generation
        self.loading = loading
        error = nil
        defer { if generation == self.generation { self.loading = nil } }
        do {
            let moviesPage = try await searchMoviesUseCase.execute(requestValue: request) { [weak self] cachedPage in
                await self?.show(cachedPage, isStale: true, generation: generation)
            }
            await show(moviesPage, isStale: false, generation: generation)
        } catch {
            guard generation == self.generation else { return }
            self.error = Self.message(for: error, localization: localization)
        }
    }

    /// Shows `moviesPage`, replacing a page with the same number (a cached copy) if there is one.
    /// Its items are made off the main actor (a batch build runs several searches at once), and
    /// shown only if no other search started meanwhile.
    private func show(_ moviesPage: MoviesPage, isStale: Bool, generation: Int) async {
        guard generation == self.generation else { return }
        let items = await Self.items(of: moviesPage.movies, posterURLBuilder: posterURLBuilder, localization: localization)
        guard generation == self.generation else { return }
        let loaded = LoadedPage(moviesPage: moviesPage, itemsPage: MoviesListItemsPage(number: moviesPage.page, items: items, isStale: isStale))
        if let index = loadedPages.firstIndex(where: { $0.moviesPage.page == moviesPage.page }) {
            loadedPages[index] = loaded
        } else {
            loadedPages.append(loaded)
            loadedPages.sort { $0.moviesPage.page < $1.moviesPage.page }
        }
        currentPage = max(currentPage, moviesPage.page)
        totalPageCount = moviesPage.totalPages
        totalResults = moviesPage.totalResults
    }

    /// The items of `movies`, made on the pool rather than the main actor.
    private nonisolated static func items(
        of movies: [Movie], posterURLBuilder: PosterURLBuilder, localization: Localization
    ) async -> [MoviesListItemViewModel] {
        movies.map { MoviesListItemViewModel(movie: $0, posterURLBuilder: posterURLBuilder, localization: localization) }
    }

    private static func message(for error: Error, localization: Localization) -> String {
        let problem = SourceProblem(error)
        return problem.description.isEmpty ? localization.text(.resultsLoadFailed) : localization.text(for: problem)
    }
}
