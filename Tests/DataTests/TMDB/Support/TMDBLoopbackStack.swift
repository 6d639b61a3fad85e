@testable import Data
import Domain
import Foundation
import Infrastructure

/// The real TMDB stack (libcurl, retries, SQLite cache) pointed at a ``TMDBTestServer``, with
/// short timeouts and recorded (not slept) retry waits.
struct TMDBLoopbackStack {
    let baseURL: URL
    let connection: SQLiteConnection
    let sleeps = RetryWaits()
    let limiter: RequestLimiter

    init(baseURL: URL, connection: SQLiteConnection, concurrency: Int = 4) {
        self.baseURL = baseURL
        self.connection = connection
        self.limiter = RequestLimiter(maxConcurrent: concurrency)
    }

    func remote(
        credential: NetworkCredential? = .queryParameter(name: "api_key", value: TMDBTestServer.apiKey),
        credentialVariable: String = "TMDB_API_KEY",
        timeout: Duration = .seconds(30),
        retryPolicy: RetryPolicy = RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(10), maxBackoff: .milliseconds(40))
    ) -> TMDBNetworkDataSource {
        let network = NetworkConfiguration(baseURL: baseURL, credential: credential, requestTimeout: timeout)
        let sleeps = sleeps
        let service = DefaultNetworkService(
            configuration: network,
            session: try! CurlNetworkSession(maxConnectionsPerHost: 8),
            limiter: limiter,
            retryPolicy: retryPolicy,
            sleep: { delay in
                await sleeps.record(delay)
                try await Task.sleep(for: .milliseconds(5))
            },
            random: { 0 }
        )
        return TMDBNetworkDataSource(
            dataTransferService: DefaultDataTransferService(networkService: service, errorResponseDecoder: TMDBErrorResponseDecoder()),
            credentialVariable: credentialVariable
        )
    }

    func moviesRepository(_ remote: TMDBRemoteDataSource) -> TMDBMoviesRepository {
        TMDBMoviesRepository(
            remote: remote,
            storage: SQLiteMoviesResponseStorage(connection: connection),
            referenceData: TMDBReferenceData(remote: remote, storage: SQLiteResponseDocumentStorage(connection: connection), language: "en-US"),
            language: "en-US"
        )
    }

    func detailsRepository(_ remote: TMDBRemoteDataSource) -> TMDBMovieDetailsRepository {
        TMDBMovieDetailsRepository(remote: remote, storage: SQLiteResponseDocumentStorage(connection: connection), language: "en-US")
    }
}

/// The waits the retry policy asked for.
actor RetryWaits {
    private(set) var delays: [Duration] = []

    func record(_ delay: Duration) {
        delays.append(delay)
    }
}

/// Collects what `cached` received.
actor CachedPages {
    private(set) var pages: [MoviesPage] = []

    func append(_ page: MoviesPage) {
        pages.append(page)
    }
}
