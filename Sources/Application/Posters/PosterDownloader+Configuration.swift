import Logging

extension PosterDownloader {
    /// The downloader for `--posters download`, nil for the other choices: over the network,
    /// or from the cache only under `--offline`; posters it cannot have are logged as warnings.
    static func forConfiguration(_ configuration: AppConfiguration, logger: Logger) -> PosterDownloader? {
        guard configuration.posters == .download else { return nil }
        let concurrency = max(1, min(configuration.concurrency, 8))
        return PosterDownloader(
            cacheDirectory: configuration.posterCachePath,
            concurrency: concurrency,
            fetch: configuration.offline ? nil : networkFetch(concurrency: concurrency),
            report: { logger.warning("\($0)") }
        )
    }
}
