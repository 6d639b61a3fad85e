import Domain
import Presentation

/// Answers from a fixed table of pages; pages listed in `failing` throw, pages in `cached` are
/// delivered through the cache callback first.
actor SearchMoviesUseCaseMock: SearchMoviesUseCase {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "The server is unreachable." }
    }

    private let pages: [Int: MoviesPage]
    private let cached: [Int: MoviesPage]
    private let failing: Set<Int>
    private let failure: any Error
    private(set) var requestedPages: [Int] = []

    init(pages: [Int: MoviesPage], cached: [Int: MoviesPage] = [:], failing: Set<Int> = [], failure: any Error = Failure()) {
        self.pages = pages
        self.cached = cached
        self.failing = failing
        self.failure = failure
    }

    func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        requestedPages.append(requestValue.page)
        if let page = self.cached[requestValue.page] { await cached(page) }
        if failing.contains(requestValue.page) { throw failure }
        return pages[requestValue.page] ?? MoviesPage(page: requestValue.page, totalPages: 0, totalResults: 0, movies: [])
    }
}

func movie(_ id: Int, title: String? = nil) -> Movie {
    Movie(id: String(id), title: title ?? "Movie \(id)")
}

/// Three pages of two movies: ids 1–2, 3–4, 5–6.
func threePages() -> [Int: MoviesPage] {
    [
        1: MoviesPage(page: 1, totalPages: 3, totalResults: 6, movies: [movie(1), movie(2)]),
        2: MoviesPage(page: 2, totalPages: 3, totalResults: 6, movies: [movie(3), movie(4)]),
        3: MoviesPage(page: 3, totalPages: 3, totalResults: 6, movies: [movie(5), movie(6)]),
    ]
}
