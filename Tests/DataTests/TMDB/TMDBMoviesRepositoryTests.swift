@testable import Data
import Domain
import Testing

@Suite("TMDBMoviesRepository: cached first, then remote")
struct TMDBMoviesRepositoryTests {
    private let query = MovieQuery(query: "heat")
    private let cachedPage = TMDBTestData.page(1, [TMDBTestData.movie(1, "Old A"), TMDBTestData.movie(2, "Old B")])
    private let freshPage = TMDBTestData.page(1, [TMDBTestData.movie(3, "New C", genres: [18]), TMDBTestData.movie(1, "New A")])

    private func repository(_ remote: FakeTMDBRemote, _ storage: MoviesResponseStorage) -> TMDBMoviesRepository {
        TMDBMoviesRepository(
            remote: remote,
            storage: storage,
            referenceData: TMDBReferenceData(remote: remote, storage: InMemoryDocumentStorage(), language: "en-US"),
            language: "en-US"
        )
    }

    private func request(page: Int = 1) -> MoviesRequestDTO {
        MoviesRequestDTO(query: "heat", page: page, language: "en-US")
    }

    @Test("the cached page is delivered before the remote is asked, then the fresh page is returned and stored")
    func cachedThenRemote() async throws {
        let storage = InMemoryMoviesResponseStorage()
        try await storage.save(cachedPage, for: request())
        let remote = FakeTMDBRemote(searchPages: [1: freshPage])
        await remote.set(genres: GenresResponseDTO(genres: [GenreDTO(id: 18, name: "Drama")]))
        let log = DeliveryLog()

        let page = try await repository(remote, storage).fetchMoviesList(query: query, page: 1) { cached in
            await log.append("cached \(cached.movies.map(\.title))")
            await log.append("remote calls so far: \(await remote.calls.filter { $0.hasPrefix("search") })")
        }

        #expect(await log.entries == ["cached [\"Old A\", \"Old B\"]", "remote calls so far: []"])
        #expect(page.movies.map(\.title) == ["New C", "New A"], "the fresh page, in TMDB's order")
        #expect(page.movies[0].genres == ["Drama"])
        #expect(try await storage.response(for: request()) == freshPage)
    }

    @Test("no cached page: `cached` is never called")
    func nothingCached() async throws {
        let remote = FakeTMDBRemote(searchPages: [1: freshPage])
        let log = DeliveryLog()
        let page = try await repository(remote, InMemoryMoviesResponseStorage()).fetchMoviesList(query: query, page: 1) { _ in
            await log.append("cached")
        }
        #expect(await log.entries.isEmpty)
        #expect(page.movies.count == 2)
    }

    @Test("a failed remote throws even after the cached page was delivered, and the cache is kept")
    func remoteFailsAfterCache() async throws {
        let storage = InMemoryMoviesResponseStorage()
        try await storage.save(cachedPage, for: request())
        let remote = FakeTMDBRemote(searchFailure: .notConnected(reason: "down"))
        let log = DeliveryLog()

        await #expect(throws: TMDBError.notConnected(reason: "down")) {
            try await repository(remote, storage).fetchMoviesList(query: query, page: 1) { cached in
                await log.append("cached \(cached.movies.count)")
            }
        }
        #expect(await log.entries == ["cached 2"])
        #expect(try await storage.response(for: request()) == cachedPage)
        #expect(await storage.saves == 1, "only the seeding save")
    }

    @Test("nothing cached and the remote fails: just the error")
    func remoteFailsWithoutCache() async {
        let remote = FakeTMDBRemote(searchFailure: .offline)
        await #expect(throws: TMDBError.offline) {
            try await repository(remote, InMemoryMoviesResponseStorage()).fetchMoviesList(query: query, page: 1) { _ in
                Issue.record("nothing is cached")
            }
        }
    }

    @Test("page 501 and page 0 are never requested")
    func pageLimits() async {
        let remote = FakeTMDBRemote(searchPages: [:])
        for page in [0, 501, 10_000] {
            await #expect(throws: TMDBError.pageOutOfRange(page: page)) {
                try await repository(remote, InMemoryMoviesResponseStorage()).fetchMoviesList(query: query, page: page) { _ in }
            }
        }
        #expect(await remote.calls.isEmpty)
    }

    @Test("a search that has no recents-worthy success leaves the recents alone")
    func recentsOnlyAfterRemoteSuccess() async throws {
        let storage = InMemoryMoviesResponseStorage()
        try await storage.save(cachedPage, for: request())
        let remote = FakeTMDBRemote(searchFailure: .timedOut)
        let recents = DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: InMemoryQueriesStorage())
        let useCase = DefaultSearchMoviesUseCase(moviesRepository: repository(remote, storage), moviesQueriesRepository: recents)
        _ = try? await useCase.execute(requestValue: .init(query: query, page: 1)) { _ in }
        #expect(try await recents.fetchRecentsQueries(maxCount: 5).isEmpty)

        await remote.set(searchFailure: nil)
        _ = try await useCase.execute(requestValue: .init(query: query, page: 1)) { _ in }
        #expect(try await recents.fetchRecentsQueries(maxCount: 5) == [query])
    }
}

/// Documents kept in memory.
actor InMemoryDocumentStorage: ResponseDocumentStorage {
    private var documents: [String: String] = [:]

    func document<Document: Decodable & Sendable>(_ type: Document.Type, forKey key: String) async throws -> Document? {
        documents[key].flatMap { CachedJSON.decode(type, from: $0) }
    }

    func save<Document: Encodable & Sendable>(_ document: Document, forKey key: String) async throws {
        documents[key] = try CachedJSON.encode(document)
    }
}

/// Recent queries kept in memory, newest first.
actor InMemoryQueriesStorage: MoviesQueriesStorage {
    private var queries: [MovieQuery] = []

    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] {
        Array(queries.prefix(maxCount))
    }

    func saveRecentQuery(query: MovieQuery) async throws {
        queries.removeAll { $0.query.lowercased() == query.query.lowercased() }
        queries.insert(query, at: 0)
    }

    func saveRecentQueries(_ queries: [MovieQuery]) async throws {
        for query in queries { try await saveRecentQuery(query: query) }
    }
}
