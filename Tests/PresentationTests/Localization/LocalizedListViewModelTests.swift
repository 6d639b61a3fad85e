import Domain
import Presentation
import Testing

/// The list, recent-searches and collections view models say everything in their language.
@MainActor
@Suite struct LocalizedListViewModelTests {
    @Test func theResultsListSpeaksKorean() async throws {
        let ko = try Localization.builtIn("ko")
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: threePages()), localization: ko)
        #expect(viewModel.screenTitle == "영화")
        await viewModel.didSearch(query: "기생충")
        #expect(viewModel.screenTitle == "‘기생충’ 검색 결과")
        #expect(viewModel.emptyDataTitle == "‘기생충’에 해당하는 영화가 없습니다")
        #expect(viewModel.items.first?.releaseDate == "개봉일 미정")
        #expect(viewModel.errorTitle == "오류")
    }

    @Test func aStaleOrFailedSearchIsExplainedInSpanish() async throws {
        let es = try Localization.builtIn("es")
        let stale = DefaultMoviesListViewModel(
            searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [:], cached: threePages(), failing: [1]), localization: es
        )
        await stale.didSearch(query: "x")
        #expect(stale.notice == "Estos resultados vienen de la caché porque no se pudo contactar con la fuente: The server is unreachable.")
        let failed = DefaultMoviesListViewModel(searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [:], failing: [1]), localization: es)
        await failed.didSearch(query: "x")
        #expect(failed.notice == "Esta búsqueda no se pudo completar: The server is unreachable.")
    }

    @Test func aSourcesProblemIsWordedInTheLanguageWithTheSourcesOwnWordsKept() async throws {
        let problem = SourceProblem(kind: .unreachable, detail: "Connection refused", description: "cannot reach TMDB: Connection refused; check the network and TMDB_API_BASE_URL")
        let failed = DefaultMoviesListViewModel(
            searchMoviesUseCase: SearchMoviesUseCaseMock(pages: [:], failing: [1], failure: problem), localization: try Localization.builtIn("es")
        )
        await failed.didSearch(query: "x")
        #expect(failed.notice == "Esta búsqueda no se pudo completar: no se puede contactar con TMDB; revisa la red y TMDB_API_BASE_URL (Connection refused)")
    }

    @Test func collectionsAreTitledAndCountedInTheLanguage() throws {
        let es = try Localization.builtIn("es")
        let collections = MovieCollectionsViewModel(movies: [
            MovieOutline(id: "1", title: "A", year: 1995, genres: ["Sci-Fi", "Drama"]),
            MovieOutline(id: "2", title: "B", year: 1995, genres: ["Sci-Fi"]),
        ], localization: es)
        #expect(collections.screenTitleForGenres == "Géneros")
        #expect(collections.genres.map(\.name) == ["Ciencia ficción", "Drama"])
        #expect(collections.genres.map(\.countText) == ["2 películas", "1 película"])
        #expect(collections.years.map(\.screenTitle) == ["Películas de 1995"])
        #expect(collections.decades.map(\.title) == ["Años 1990"])
    }
}
