import Domain
import Testing

@Suite struct FetchRecentMovieQueriesUseCaseTests {
    @Test func returnsAtMostMaxCountNewestFirst() async throws {
        let repository = MoviesQueriesRepositoryMock()
        for query in ["one", "two", "three"] {
            try await repository.saveRecentQuery(query: MovieQuery(query: query))
        }
        let useCase = DefaultFetchRecentMovieQueriesUseCase(moviesQueriesRepository: repository)

        let recents = try await useCase.execute(requestValue: .init(maxCount: 2))

        #expect(recents.map(\.query) == ["three", "two"])
    }
}
