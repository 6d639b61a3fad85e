import Domain

/// Fixed pages, an optional failure and an optional cached page, recording every call.
actor MoviesRepositoryMock: MoviesRepository {
    enum Failure: Error { case unreachable }

    private let pages: [Int: MoviesPage]
    private let cachedPages: [Int: MoviesPage]
    private let failingPages: Set<Int>
    private(set) var requests: [(query: String, page: Int)] = []

    init(pages: [Int: MoviesPage] = [:], cachedPages: [Int: MoviesPage] = [:], failingPages: Set<Int> = []) {
        self.pages = pages
        self.cachedPages = cachedPages
        self.failingPages = failingPages
    }

    func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        requests.append((query.query, page))
        if let cachedPage = cachedPages[page] { await cached(cachedPage) }
        if failingPages.contains(page) { throw Failure.unreachable }
        return pages[page] ?? MoviesPage(page: page, totalPages: 0, totalResults: 0, movies: [])
    }
}

/// Recent queries kept in memory, newest first.
actor MoviesQueriesRepositoryMock: MoviesQueriesRepository {
    private(set) var saved: [MovieQuery] = []

    init(saved: [MovieQuery] = []) {
        self.saved = saved
    }

    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] {
        Array(saved.prefix(maxCount))
    }

    func saveRecentQuery(query: MovieQuery) async throws {
        saved.removeAll { $0 == query }
        saved.insert(query, at: 0)
    }
}

func makeMovie(_ id: Int) -> Movie {
    Movie(id: String(id), title: "Movie \(id)")
}

func makePage(_ number: Int, of totalPages: Int, ids: ClosedRange<Int>) -> MoviesPage {
    MoviesPage(page: number, totalPages: totalPages, totalResults: totalPages * 2, movies: ids.map(makeMovie))
}
