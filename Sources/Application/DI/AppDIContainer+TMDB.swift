import Data
import Foundation
import Infrastructure
import Logging
import Presentation

extension AppDIContainer {
    /// TMDB, cached first, then remote: the HTTP client (at most `concurrency` requests in flight,
    /// retries with backoff), the response cache in the state database, and poster URLs at the
    /// size closest to the width the site shows. Under `--offline` nothing is sent and no
    /// credential is needed.
    ///
    /// - Throws: `MarqueeError` (exit 2) naming the environment variable to set or fix; (exit 1)
    ///   when libcurl is missing.
    static func makeTMDBSource(
        configuration: AppConfiguration,
        stateDatabase: SQLiteConnection,
        logger: Logger
    ) throws -> MoviesSource {
        let tmdb: TMDBConfiguration
        do {
            tmdb = try TMDBConfiguration(
                environment: configuration.environment,
                requireCredential: !configuration.offline,
                language: configuration.language.tmdbLanguage
            )
        } catch {
            throw MarqueeError(.usage, error.description)
        }
        let remote: TMDBRemoteDataSource = configuration.offline
            ? OfflineTMDBDataSource()
            : TMDBNetworkDataSource(
                dataTransferService: try makeTMDBDataTransferService(tmdb: tmdb, concurrency: configuration.concurrency, logger: logger),
                credentialVariable: tmdb.credentialVariable
            )
        let documents = SQLiteResponseDocumentStorage(connection: stateDatabase)
        let cachedImages = try? documents.storedDocument(TMDBConfigurationResponseDTO.self, forKey: TMDBImagesConfiguration.documentKey)
        let images = TMDBImagesConfiguration(configuration: tmdb, cached: cachedImages)
        return MoviesSource(
            moviesRepository: TMDBMoviesRepository(
                remote: remote,
                storage: SQLiteMoviesResponseStorage(connection: stateDatabase),
                referenceData: TMDBReferenceData(remote: remote, storage: documents, language: tmdb.language),
                language: tmdb.language,
                includeAdult: tmdb.includeAdult
            ),
            movieDetailsRepository: TMDBMovieDetailsRepository(remote: remote, storage: documents, language: tmdb.language),
            posterURLBuilder: PosterURLBuilder(baseURL: images.posterBaseURL())
        )
    }

    /// Requests are logged at `--verbose` and retries as notices, with the credential redacted;
    /// after three requests in a row find TMDB unreachable, the others fall back to the cache at
    /// once instead of each waiting out its timeouts.
    private static func makeTMDBDataTransferService(tmdb: TMDBConfiguration, concurrency: Int, logger: Logger) throws -> DataTransferService {
        let networkService = DefaultNetworkService(
            configuration: tmdb.networkConfiguration,
            session: try CurlNetworkSession.make(for: "TMDB", maxConnectionsPerHost: concurrency),
            limiter: RequestLimiter(maxConcurrent: concurrency),
            circuitBreaker: NetworkCircuitBreaker(),
            observe: { event in
                switch event {
                case .response, .failure: logger.debug("TMDB: \(event)")
                case .retry: logger.notice("TMDB: \(event)")
                }
            }
        )
        return DefaultDataTransferService(networkService: networkService, errorResponseDecoder: TMDBErrorResponseDecoder())
    }
}
