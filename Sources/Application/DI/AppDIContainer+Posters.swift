import Data
import Domain
import Foundation
import Infrastructure

extension AppDIContainer {
    /// The downloader for `--posters download`, nil for the other choices: over one network
    /// service, or from the cache only under `--offline`; posters it cannot have are logged as
    /// warnings.
    func makePosterDownloader() throws -> PosterDownloader? {
        guard configuration.posters == .download else { return nil }
        let concurrency = max(1, min(configuration.concurrency, 8))
        let logger = self.logger
        return PosterDownloader(
            cacheDirectory: configuration.posterCachePath,
            concurrency: concurrency,
            images: configuration.offline ? nil : try Self.makePosterImagesRepository(concurrency: concurrency),
            report: { logger.warning("\($0)") }
        )
    }

    /// Poster images over one HTTP client: at most `concurrency` requests in flight, failed
    /// attempts retried as the standard policy says. No credential is sent to image hosts.
    static func makePosterImagesRepository(concurrency: Int, requestTimeout: Duration = .seconds(20)) throws -> PosterImagesRepository {
        let networkService = DefaultNetworkService(
            // Each request names a full URL; the base is never used.
            configuration: NetworkConfiguration(baseURL: URL(string: "https://localhost")!, requestTimeout: requestTimeout),
            session: try CurlNetworkSession.make(for: "Downloading posters", maxConnectionsPerHost: concurrency),
            limiter: RequestLimiter(maxConcurrent: concurrency)
        )
        return DefaultPosterImagesRepository(networkService: networkService)
    }
}
