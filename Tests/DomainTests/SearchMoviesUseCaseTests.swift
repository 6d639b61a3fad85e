import Domain
import Testing

@Suite struct SearchMoviesUseCaseTests {
    @Test func savesTheQueryToRecentsWhenTheFetchSucceeds() async throws {
        let movies = MoviesRepositoryMock(pages: [1: makePage(1, of: 1, ids: 1...2)])
        let queries = MoviesQueriesRepositoryMock()
        let useCase = DefaultSearchMoviesUseCase(moviesRepository: movies, moviesQueriesRepository: queries)

        let page = try await useCase.execute(
            requestValue: .init(query: MovieQuery(query: "heat"), page: 1),
            cached: { _ in }
        )

        #expect(page.movies.map(\.id) == ["1", "2"])
        #expect(await queries.saved == [MovieQuery(query: "heat")])
    }

    @Test func doesNotSaveTheQueryWhenTheFetchFails() async {
        let movies = MoviesRepositoryMock(failingPages: [1])
        let queries = MoviesQueriesRepositoryMock()
        let useCase = DefaultSearchMoviesUseCase(moviesRepository: movies, moviesQueriesRepository: queries)

        await #expect(throws: MoviesRepositoryMock.Failure.self) {
            _ = try await useCase.execute(requestValue: .init(query: MovieQuery(query: "heat"), page: 1), cached: { _ in })
        }
        #expect(await queries.saved.isEmpty)
    }

    @Test func aCachedPageAloneDoesNotCountAsSuccess() async {
        let movies = MoviesRepositoryMock(cachedPages: [1: makePage(1, of: 1, ids: 1...1)], failingPages: [1])
        let queries = MoviesQueriesRepositoryMock()
        let useCase = DefaultSearchMoviesUseCase(moviesRepository: movies, moviesQueriesRepository: queries)
        let delivered = Delivered()

        await #expect(throws: MoviesRepositoryMock.Failure.self) {
            _ = try await useCase.execute(requestValue: .init(query: MovieQuery(query: "heat"), page: 1)) { page in
                await delivered.append(page)
            }
        }
        #expect(await delivered.pages.map(\.page) == [1])
        #expect(await queries.saved.isEmpty)
    }

    @Test func passesThePageNumberThroughAndReturnsThatPage() async throws {
        let movies = MoviesRepositoryMock(pages: [1: makePage(1, of: 3, ids: 1...2), 3: makePage(3, of: 3, ids: 5...6)])
        let useCase = DefaultSearchMoviesUseCase(moviesRepository: movies, moviesQueriesRepository: MoviesQueriesRepositoryMock())

        let page = try await useCase.execute(requestValue: .init(query: MovieQuery(query: "alien"), page: 3), cached: { _ in })

        #expect(page.page == 3)
        #expect(page.totalPages == 3)
        #expect(page.movies.map(\.id) == ["5", "6"])
        let requests = await movies.requests
        #expect(requests.map(\.page) == [3])
        #expect(requests.map(\.query) == ["alien"])
    }
}

actor Delivered {
    private(set) var pages: [MoviesPage] = []
    func append(_ page: MoviesPage) { pages.append(page) }
}
