@testable import Application
import Domain
import Foundation
import Presentation
import Rendering

/// Searches over a fixed table: each query finds the movies listed for it, 2 per page; "broken"
/// fails, "offline" serves page 1 from a cache and then fails.
struct FakeSearchMoviesUseCase: SearchMoviesUseCase {
    static let perPage = 2
    let results: [String: [Movie]]

    func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        await Task.yield()
        let query = requestValue.query.query
        if query == "broken" { throw FakeFailure(text: "the source is down") }
        let movies = results[query] ?? []
        let pageCount = max(1, (movies.count + Self.perPage - 1) / Self.perPage)
        let page = MoviesPage(
            page: requestValue.page,
            totalPages: pageCount,
            totalResults: movies.count,
            movies: Array(movies.dropFirst((requestValue.page - 1) * Self.perPage).prefix(Self.perPage))
        )
        if query == "offline" {
            await cached(page)
            throw FakeFailure(text: "no network")
        }
        return page
    }
}

struct FakeFailure: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

struct FakeRecentQueriesUseCase: FetchRecentMovieQueriesUseCase {
    let queries: [String]

    func execute(requestValue: FetchRecentMovieQueriesUseCaseRequestValue) async throws -> [MovieQuery] {
        queries.prefix(requestValue.maxCount).map { MovieQuery(query: $0) }
    }
}

struct FakeMovieDetailsUseCase: FetchMovieDetailsUseCase {
    /// The cast of each film's details, by id (none when not listed).
    var cast: [Movie.Identifier: [String]] = [:]

    func execute(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> Movie {
        if requestValue.movieID == "m-nodetails" { throw FakeFailure(text: "not found") }
        return Movie(id: requestValue.movieID, title: "Details of \(requestValue.movieID)", year: 2001, genres: ["Drama"], cast: cast[requestValue.movieID] ?? [])
    }
}

/// The scene's view models over the fake use cases. Films are looked up by id among `results`
/// (or not at all, without `looksUp`); the searches run and replayed, and the films whose details
/// were loaded, are counted.
@MainActor
final class FakeBuildDependencies: BuildCoordinatorDependencies {
    let search: FakeSearchMoviesUseCase
    let details: FakeMovieDetailsUseCase
    let recents: [String]
    let looksUp: Bool
    private(set) var finishedInOrder: [String]?
    private(set) var filmPagesMadeCount = 0
    private(set) var searchesRun = 0
    private(set) var searchesReplayed: [String] = []
    private(set) var detailsLoaded: [Movie.Identifier] = []

    init(results: [String: [Movie]], recents: [String] = [], looksUp: Bool = true, cast: [Movie.Identifier: [String]] = [:]) {
        search = FakeSearchMoviesUseCase(results: results)
        details = FakeMovieDetailsUseCase(cast: cast)
        self.recents = recents
        self.looksUp = looksUp
    }

    func makeMoviesListViewModel(actions: MoviesListViewModelActions) -> MoviesListViewModel {
        searchesRun += 1
        return DefaultMoviesListViewModel(searchMoviesUseCase: search, actions: actions)
    }

    nonisolated func replaySearch(query: String, movieIDs: [Movie.Identifier]) async throws -> [Movie]? {
        guard looksUp else { return nil }
        await MainActor.run { searchesReplayed.append(query) }
        let byID = Dictionary(search.results.values.flatMap { $0 }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return movieIDs.compactMap { byID[$0] }
    }

    func makeMoviesQueriesListViewModel() -> MoviesQueriesListViewModel {
        DefaultMoviesQueriesListViewModel(numberOfQueriesToShow: 10, fetchRecentMovieQueriesUseCase: FakeRecentQueriesUseCase(queries: recents))
    }

    nonisolated func loadMovieDetails(movie: Movie) async -> (movie: Movie, problem: MovieDetailsProblem?) {
        await MainActor.run { detailsLoaded.append(movie.id) }
        return await MovieDetailsViewModel.loadDetails(movie: movie, fetchMovieDetailsUseCase: details)
    }

    nonisolated var posterURLBuilder: PosterURLBuilder { .none }

    nonisolated func makeMovieDetailsViewModel(details: Movie) -> MovieDetailsViewModel {
        MovieDetailsViewModel(movie: details)
    }

    nonisolated func makeMoviesListItemViewModel(movie: Movie) -> MoviesListItemViewModel {
        MoviesListItemViewModel(movie: movie)
    }

    nonisolated func makeMovieSearchEntryViewModel(movie: Movie) -> MovieSearchEntryViewModel {
        MovieSearchEntryViewModel(movie: movie)
    }

    func searchesFinished(inOrderOf queries: [String]) async throws {
        finishedInOrder = queries
    }

    func filmPagesMade() {
        filmPagesMadeCount += 1
    }
}

/// Records what the coordinator hands over, batching sources like the real writer, and counts
/// the pages handed over and not yet written back (the pages held). Files the last build
/// "published" (`keepable`) are kept when asked for, all of them or none.
@MainActor
final class FakePageWriter: SitePageWriter {
    let batchSize: Int
    let keepable: Set<String>
    private(set) var pages: [SitePage] = []
    private var paths: [String] = []
    private(set) var keptFiles: [String] = []
    private(set) var held = 0
    private(set) var mostHeld = 0

    init(batchSize: Int, keepable: Set<String> = []) {
        self.batchSize = batchSize
        self.keepable = keepable
    }

    func keep(files paths: [String]) async throws -> Bool {
        guard paths.allSatisfy(keepable.contains) else { return false }
        keptFiles += paths
        self.paths += paths
        return true
    }

    @discardableResult
    func write(_ pages: [SitePage]) async throws -> [String] {
        hold(pages.count)
        await Task.yield()
        // No memo here: every memoized page is made, as the renderer makes it without one.
        let pages = pages.map { page in
            if case .memoized(let memoized) = page { return memoized.make() }
            return page
        }
        self.pages += pages
        let paths = pages.enumerated().map { index, page in Self.path(of: page, index: self.pages.count + index) }
        self.paths += paths
        held -= pages.count
        return paths
    }

    func write<Source: Sendable>(
        _ sources: [Source],
        making: @escaping @Sendable @MainActor ([Source]) async throws -> [SitePage]
    ) async throws {
        for start in stride(from: 0, to: sources.count, by: batchSize) {
            try await write(try await making(Array(sources[start..<min(start + batchSize, sources.count)])))
        }
    }

    /// The pages the last build "published" (`keepable`) are kept; the others are handed back.
    func keep(_ pages: [UnmadePage]) async throws -> [UnmadePage] {
        let kept = pages.filter { keepable.contains($0.path) }.map(\.path)
        keptFiles += kept
        paths += kept
        return pages.filter { !keepable.contains($0.path) }
    }

    /// Every path staged so far, sorted as the real writer gives them (`sortedTexts()` gives
    /// `sorted()`'s order).
    var stagedPaths: [String] {
        paths.sorted()
    }

    private func hold(_ count: Int) {
        held += count
        mostHeld = max(mostHeld, held)
    }

    static func path(of page: SitePage, index: Int) -> String {
        switch page {
        case .results(let page): "search/\(page.search.slug)/\(page.page)"
        case .movie(let page): "movie/\(page.details.id)"
        default: "other/\(index)"
        }
    }
}

/// First-found dates kept in memory, as the state database keeps them between builds.
final class FakeFirstFoundRepository: FirstFoundRepository, @unchecked Sendable {
    var histories: [String: SearchHistory]

    init(_ histories: [String: SearchHistory] = [:]) {
        self.histories = histories
    }

    func history(of query: String) throws -> SearchHistory? {
        histories[query]
    }

    func record(builtAt time: Int64, searches: [(query: String, newMovieIDs: [Movie.Identifier])]) throws {
        let listed = Set(searches.map(\.query))
        histories = histories.filter { listed.contains($0.key) }
        for search in searches {
            let old = histories[search.query] ?? SearchHistory(firstBuilt: time, firstFound: [:])
            let found = old.firstFound.merging(search.newMovieIDs.map { ($0, time) }, uniquingKeysWith: { first, _ in first })
            histories[search.query] = SearchHistory(firstBuilt: old.firstBuilt, firstFound: found)
        }
    }
}
