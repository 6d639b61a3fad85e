import Domain
import Presentation
import Testing

private struct FetchRecentMovieQueriesUseCaseMock: FetchRecentMovieQueriesUseCase {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "The state file is locked." }
    }

    let queries: [MovieQuery]
    var fails = false

    func execute(requestValue: FetchRecentMovieQueriesUseCaseRequestValue) async throws -> [MovieQuery] {
        if fails { throw Failure() }
        return Array(queries.prefix(requestValue.maxCount))
    }
}

@MainActor
@Suite struct MoviesQueriesListViewModelTests {
    @Test func loadsAtMostTheNumberToShow() async {
        let useCase = FetchRecentMovieQueriesUseCaseMock(queries: ["c", "b", "a"].map { MovieQuery(query: $0) })
        let viewModel = DefaultMoviesQueriesListViewModel(numberOfQueriesToShow: 2, fetchRecentMovieQueriesUseCase: useCase)

        await viewModel.didLoad()

        #expect(viewModel.items.map(\.query) == ["c", "b"])
        #expect(viewModel.error == nil)
    }

    @Test func anErrorIsShownInWords() async {
        let useCase = FetchRecentMovieQueriesUseCaseMock(queries: [], fails: true)
        let viewModel = DefaultMoviesQueriesListViewModel(numberOfQueriesToShow: 2, fetchRecentMovieQueriesUseCase: useCase)

        await viewModel.didLoad()

        #expect(viewModel.items.isEmpty)
        #expect(viewModel.error == "The state file is locked.")
    }

    @Test func selectingAQueryCallsTheAction() async {
        var selected: [MovieQuery] = []
        let viewModel = DefaultMoviesQueriesListViewModel(
            numberOfQueriesToShow: 5,
            fetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCaseMock(queries: [MovieQuery(query: "heat")]),
            actions: MoviesQueriesListViewModelActions(didSelect: { selected.append($0) })
        )

        await viewModel.didLoad()
        viewModel.didSelect(item: viewModel.items[0])

        #expect(selected == [MovieQuery(query: "heat")])
    }
}
