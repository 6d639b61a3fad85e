import Domain
import Testing

/// Films by id, recording what is asked; ids it does not hold are left out.
actor MoviesLookupRepositoryMock: MoviesLookupRepository {
    private let movies: [Movie.Identifier: Movie]
    private(set) var requests: [[Movie.Identifier]] = []

    init(_ movies: [Movie]) {
        self.movies = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
    }

    func fetchMovies(ids: [Movie.Identifier]) async throws -> [Movie] {
        requests.append(ids)
        return ids.compactMap { movies[$0] }
    }
}

@Suite struct ReplaySearchUseCaseTests {
    @Test func givesTheFilmsInTheOrderAskedAndSavesTheQueryAsASearchDoes() async throws {
        let lookup = MoviesLookupRepositoryMock((1...4).map(makeMovie))
        let recents = MoviesQueriesRepositoryMock(saved: [MovieQuery(query: "older")])
        let useCase = DefaultReplaySearchUseCase(moviesLookupRepository: lookup, moviesQueriesRepository: recents)

        let movies = try await useCase.execute(query: MovieQuery(query: "heat"), movieIDs: ["3", "1", "9", "2"])

        #expect(movies.map(\.id) == ["3", "1", "2"], "in the order asked; an id the source lacks is left out")
        #expect(await lookup.requests == [["3", "1", "9", "2"]], "one lookup for the whole search")
        #expect(await recents.saved.map(\.query) == ["heat", "older"])
    }

    @Test func aFailedLookupSavesNoRecentQuery() async throws {
        struct Unreadable: MoviesLookupRepository {
            struct Failure: Error {}
            func fetchMovies(ids: [Movie.Identifier]) async throws -> [Movie] { throw Failure() }
        }
        let recents = MoviesQueriesRepositoryMock()
        let useCase = DefaultReplaySearchUseCase(moviesLookupRepository: Unreadable(), moviesQueriesRepository: recents)
        await #expect(throws: Unreadable.Failure.self) { try await useCase.execute(query: MovieQuery(query: "heat"), movieIDs: ["1"]) }
        #expect(await recents.saved.isEmpty)
    }
}
