@testable import Data
import Domain
import Foundation
import Infrastructure
import TestSupport
import Testing

/// The TMDB source over real HTTP against `scripts/tmdb_test_server.py` on 127.0.0.1.
@Suite("TMDB over loopback HTTP")
struct TMDBLoopbackIntegrationTests {
    /// Runs `body` with a fresh server, state file and stack; stops the server afterwards.
    private func withServer(
        slowSeconds: Double = 1,
        delayMilliseconds: Int = 0,
        concurrency: Int = 4,
        _ body: (TMDBTestServer, TMDBLoopbackStack) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let server = try TMDBTestServer(slowSeconds: slowSeconds, delayMilliseconds: delayMilliseconds)
            defer { server.stop() }
            let stack = TMDBLoopbackStack(baseURL: server.baseURL, connection: try TMDBTestData.stateDatabase(in: directory), concurrency: concurrency)
            try await body(server, stack)
        }
    }

    private func search(_ repository: TMDBMoviesRepository, _ text: String, page: Int, cached: CachedPages = CachedPages()) async throws -> MoviesPage {
        try await repository.fetchMoviesList(query: MovieQuery(query: text), page: page) { await cached.append($0) }
    }

    @Test("asks for the right pages in order and keeps TMDB's result order")
    func pagesInOrder() async throws {
        try await withServer { (server, stack) async throws in
            let repository = stack.moviesRepository(stack.remote())
            let pages = [
                try await search(repository, "star wars", page: 1),
                try await search(repository, "star wars", page: 2),
                try await search(repository, "star wars", page: 3),
            ]
            #expect(pages.map(\.page) == [1, 2, 3])
            #expect(pages.map(\.movies.count) == [20, 20, 5], "page 2's broken result is skipped")
            #expect(pages[0].totalPages == 3 && pages[0].totalResults == 45)
            #expect(pages[0].movies[0].title == "Common Ground")
            #expect(pages[0].movies[1].title == "Star Wars 2")
            #expect(pages[1].movies.map(\.title) == (21...40).map { "Star Wars \($0)" })
            #expect(pages[0].movies[0].genres == ["Drama", "Thriller"], "genre ids become names")

            let searches = try await server.requests().filter { $0.path == "/3/search/movie" }
            #expect(searches.map { $0.params["page"] } == ["1", "2", "3"])
            #expect(searches.allSatisfy {
                $0.params["query"] == "star wars" && $0.params["include_adult"] == "false"
                    && $0.params["language"] == "en-US" && $0.credential == "api_key"
            })
        }
    }

    @Test("a bearer token authenticates without any api_key in the URL")
    func bearerToken() async throws {
        try await withServer { (server, stack) async throws in
            let remote = stack.remote(credential: .bearerToken(TMDBTestServer.accessToken), credentialVariable: "TMDB_ACCESS_TOKEN")
            let page = try await search(stack.moviesRepository(remote), "heat", page: 1)
            #expect(page.movies.count == 20)
            let requests = try await server.requests()
            #expect(requests.allSatisfy { $0.credential == "bearer" && $0.params["api_key"] == nil })
        }
    }

    @Test("a refused key is a 401 naming the variable and TMDB's message, never the key")
    func refusedKey() async throws {
        try await withServer { (server, stack) async throws in
            let remote = stack.remote(credential: .queryParameter(name: "api_key", value: "wrong-key-123456"))
            let error = await #expect(throws: TMDBError.self) {
                try await search(stack.moviesRepository(remote), "heat", page: 1)
            }
            guard case let .credentialsRefused(variable, serviceError) = error else {
                Issue.record("expected credentialsRefused, got \(String(describing: error))")
                return
            }
            #expect(variable == "TMDB_API_KEY")
            #expect(serviceError?.code == 7)
            #expect(!String(describing: error!).contains("wrong-key-123456"))
            #expect(try await server.requests().filter { $0.path == "/3/search/movie" }.count == 1, "a 401 is not retried")
        }
    }

    @Test("a 404 carries TMDB's message and is not retried")
    func notFound() async throws {
        try await withServer { (server, stack) async throws in
            let error = await #expect(throws: TMDBError.self) {
                try await search(stack.moviesRepository(stack.remote()), "missing film", page: 1)
            }
            #expect(error == .httpStatus(statusCode: 404, serviceError: ServiceErrorMessage(code: 34, message: "The resource you requested could not be found.")))
            #expect(try await server.requests().filter { $0.path == "/3/search/movie" }.count == 1)
            await #expect(throws: TMDBError.httpStatus(statusCode: 404, serviceError: ServiceErrorMessage(code: 34, message: "The resource you requested could not be found."))) {
                try await stack.detailsRepository(stack.remote()).fetchMovieDetails(movieID: "404")
            }
        }
    }

    @Test("a 429 is retried after the Retry-After the server names")
    func rateLimited() async throws {
        try await withServer { (server, stack) async throws in
            let page = try await search(stack.moviesRepository(stack.remote()), "ratelimited", page: 1)
            #expect(page.movies.count == 20)
            #expect(await stack.sleeps.delays == [.seconds(1)])
            #expect(try await server.requests().filter { $0.path == "/3/search/movie" }.count == 2)
        }
    }

    @Test("a 503 is retried with backoff; one that persists fails after the last attempt")
    func serviceUnavailable() async throws {
        try await withServer { (server, stack) async throws in
            let repository = stack.moviesRepository(stack.remote())
            #expect(try await search(repository, "flaky", page: 1).movies.count == 20)
            #expect(await stack.sleeps.delays == [.milliseconds(10)])

            let error = await #expect(throws: TMDBError.self) { try await search(repository, "broken", page: 1) }
            #expect(error == .httpStatus(statusCode: 503, serviceError: ServiceErrorMessage(code: 11, message: "Internal error: Something went wrong, contact TMDb.")))
            #expect(await stack.sleeps.delays == [.milliseconds(10), .milliseconds(10), .milliseconds(20)])
            let searches = try await server.requests().filter { $0.path == "/3/search/movie" }.map { $0.params["query"] ?? "" }
            #expect(searches == ["flaky", "flaky", "broken", "broken", "broken"])
        }
    }

    @Test("a slow answer times out, is retried, then reported as a timeout")
    func slow() async throws {
        try await withServer(slowSeconds: 10) { (_, stack) async throws in
            let remote = stack.remote(timeout: .milliseconds(500), retryPolicy: RetryPolicy(maxAttempts: 2, initialBackoff: .milliseconds(10)))
            await #expect(throws: TMDBError.timedOut) { try await search(stack.moviesRepository(remote), "slow", page: 1) }
            #expect(await stack.sleeps.delays == [.milliseconds(10)], "one retry after the first timeout, none after the last")
        }
    }

    @Test("a 200 that is not JSON is an undecodable answer")
    func garbage() async throws {
        try await withServer { (_, stack) async throws in
            let error = await #expect(throws: TMDBError.self) { try await search(stack.moviesRepository(stack.remote()), "garbage", page: 1) }
            #expect(error == .undecodableResponse(reason: "not valid JSON"))
        }
    }

    @Test("never asks for page 501, and says there are at most 500 pages")
    func clampedPages() async throws {
        try await withServer { (server, stack) async throws in
            let repository = stack.moviesRepository(stack.remote())
            #expect(try await search(repository, "huge", page: 1).totalPages == 500)
            #expect(try await search(repository, "huge", page: 500).movies.count == 20)
            await #expect(throws: TMDBError.pageOutOfRange(page: 501)) { try await search(repository, "huge", page: 501) }
            #expect(try await server.requests().compactMap { $0.params["page"] }.sorted() == ["1", "500"])
        }
    }

    @Test("once the server is stopped: the cached page first, then the connection error; details from the cache")
    func cacheFallbackAfterStop() async throws {
        try await withServer { (server, stack) async throws in
            let repository = stack.moviesRepository(stack.remote())
            let details = stack.detailsRepository(stack.remote())
            let fresh = try await search(repository, "heat", page: 1)
            let freshDetails = try await details.fetchMovieDetails(movieID: fresh.movies[1].id)
            #expect(freshDetails.runtimeMinutes != nil)

            server.stop()
            let delivered = CachedPages()
            let error = await #expect(throws: TMDBError.self) { try await search(repository, "heat", page: 1, cached: delivered) }
            guard case let .notConnected(reason) = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(reason.contains("127.0.0.1:\(server.port)"))
            #expect(await delivered.pages == [fresh], "the cached copy is the page fetched before, in the same order")
            #expect(try await details.fetchMovieDetails(movieID: fresh.movies[1].id) == freshDetails)
        }
    }

    @Test("--offline with no server at all: cached pages are delivered, then the offline error")
    func offline() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try TMDBTestData.stateDatabase(in: directory)
            let server = try TMDBTestServer()
            let online = TMDBLoopbackStack(baseURL: server.baseURL, connection: connection)
            let fresh = try await search(online.moviesRepository(online.remote()), "heat", page: 1)
            server.stop()

            let offline = TMDBLoopbackStack(baseURL: URL(string: "http://127.0.0.1:9/3")!, connection: connection)
            let repository = offline.moviesRepository(OfflineTMDBDataSource())
            let delivered = CachedPages()
            await #expect(throws: TMDBError.offline) { try await search(repository, "heat", page: 1, cached: delivered) }
            #expect(await delivered.pages == [fresh])
            #expect(await delivered.pages.first?.movies.first?.genres == ["Drama", "Thriller"], "genre names from the cached list")

            let nothing = CachedPages()
            await #expect(throws: TMDBError.offline) { try await search(repository, "never searched", page: 1, cached: nothing) }
            #expect(await nothing.pages.isEmpty)
        }
    }

    @Test("no more requests in flight than allowed")
    func politeness() async throws {
        try await withServer(delayMilliseconds: 150, concurrency: 2) { (server, stack) async throws in
            let search = stack.moviesRepository(stack.remote())
            _ = try await self.search(search, "heat", page: 1)
            let details = stack.detailsRepository(stack.remote())
            let ids = try await self.search(search, "heat", page: 1).movies.prefix(10).map(\.id)
            try await withThrowingTaskGroup(of: Movie.self) { group in
                for id in ids { group.addTask { try await details.fetchMovieDetails(movieID: id) } }
                for try await _ in group {}
            }
            #expect(try await server.stats().maxInFlight <= 2)
            #expect(await stack.limiter.peakInFlight == 2)
        }
    }
}
