import Domain
import Presentation
import Testing

@MainActor
@Suite struct MoviesListViewModelTests {
    @Test func firstPageShowsItsItemsAndPagingState() async {
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: threePages()))

        await viewModel.didSearch(query: "  movie ")

        #expect(viewModel.query == "movie")
        #expect(viewModel.items.map(\.id) == ["1", "2"])
        #expect(viewModel.currentPage == 1)
        #expect(viewModel.totalPageCount == 3)
        #expect(viewModel.totalResults == 6)
        #expect(viewModel.hasMorePages)
        #expect(viewModel.loading == nil)
        #expect(viewModel.error == nil)
        #expect(!viewModel.isEmpty)
        #expect(viewModel.screenTitle == "Results for “movie”")
    }

    @Test func nextPagesConcatenate() async {
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: threePages()))

        await viewModel.didSearch(query: "movie")
        await viewModel.didLoadNextPage()

        #expect(viewModel.items.map(\.id) == ["1", "2", "3", "4"])
        #expect(viewModel.pages.map(\.number) == [1, 2])
        #expect(viewModel.pages[1].items.map(\.id) == ["3", "4"])
        #expect(viewModel.currentPage == 2)
    }

    @Test func theLastPageStopsPaging() async {
        let useCase = SearchMoviesUseCaseMock(pages: threePages())
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: useCase)

        await viewModel.didSearch(query: "movie")
        await viewModel.didLoadNextPage()
        await viewModel.didLoadNextPage()
        #expect(!viewModel.hasMorePages)
        await viewModel.didLoadNextPage()

        #expect(await useCase.requestedPages == [1, 2, 3])
        #expect(viewModel.items.count == 6)
        #expect(viewModel.currentPage == 3)
    }

    @Test func anEmptyResultIsEmptyAndHasNoMorePages() async {
        let empty = [1: MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])]
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: empty))

        await viewModel.didSearch(query: "zzzz")

        #expect(viewModel.isEmpty)
        #expect(viewModel.items.isEmpty)
        #expect(!viewModel.hasMorePages)
        #expect(viewModel.error == nil)
        #expect(viewModel.emptyDataTitle == "No movies found for “zzzz”")
    }

    @Test func anErrorKeepsTheItemsAlreadyShown() async {
        let useCase = SearchMoviesUseCaseMock(pages: threePages(), failing: [2])
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: useCase)

        await viewModel.didSearch(query: "movie")
        await viewModel.didLoadNextPage()

        #expect(viewModel.error == "The server is unreachable.")
        #expect(viewModel.items.map(\.id) == ["1", "2"])
        #expect(viewModel.currentPage == 1)
        #expect(viewModel.loading == nil)
    }

    @Test func aFailedFirstPageIsAnErrorWithNothingShown() async {
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [:], failing: [1]))

        await viewModel.didSearch(query: "movie")

        #expect(viewModel.error != nil)
        #expect(viewModel.items.isEmpty)
        #expect(!viewModel.isStale)
    }

    @Test func aCachedPageIsReplacedByTheFreshOne() async {
        let stale = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [movie(9)])
        let fresh = MoviesPage(page: 1, totalPages: 1, totalResults: 2, movies: [movie(1), movie(2)])
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [1: fresh], cached: [1: stale]))

        await viewModel.didSearch(query: "movie")

        #expect(viewModel.items.map(\.id) == ["1", "2"])
        #expect(viewModel.totalResults == 2)
        #expect(!viewModel.isStale)
    }

    @Test func aCachedPageStaysShownAndStaleWhenTheFreshOneFails() async {
        let stale = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [movie(9)])
        let viewModel = DefaultMoviesListViewModel(
            searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [:], cached: [1: stale], failing: [1])
        )

        await viewModel.didSearch(query: "movie")

        #expect(viewModel.items.map(\.id) == ["9"])
        #expect(viewModel.isStale)
        #expect(viewModel.pages.first?.isStale == true)
        #expect(viewModel.error != nil)
    }

    @Test func aNewSearchStartsOver() async {
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: threePages()))

        await viewModel.didSearch(query: "movie")
        await viewModel.didLoadNextPage()
        await viewModel.didSearch(query: "other")

        #expect(viewModel.query == "other")
        #expect(viewModel.pages.map(\.number) == [1])
    }

    @Test func aBlankSearchDoesNothing() async {
        let useCase = SearchMoviesUseCaseMock(pages: threePages())
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: useCase)

        await viewModel.didSearch(query: "   ")

        #expect(await useCase.requestedPages.isEmpty)
        #expect(viewModel.query.isEmpty)
    }

    @Test func selectingAnItemAsksToShowThatMovie() async {
        var shown: [Movie] = []
        let actions = MoviesListViewModelActions(showMovieDetails: { shown.append($0) })
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: threePages()), actions: actions)

        await viewModel.didSearch(query: "movie")
        await viewModel.didLoadNextPage()
        viewModel.didSelectItem(at: 2)
        viewModel.didSelectItem(at: 99)

        #expect(shown.map(\.id) == ["3"])
    }
}
