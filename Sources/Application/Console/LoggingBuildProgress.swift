import Logging

/// Reports a build's progress as plain log lines: one per query, details at `--verbose`.
@MainActor
public final class LoggingBuildProgress: BuildProgress {
    private let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func buildStarted(queryCount: Int) {
        logger.debug("Building \(queryCount) \(queryCount == 1 ? "query" : "queries")")
    }

    public func queryStarted(query: String) {
        logger.debug("searching “\(query)”")
    }

    public func pageLoaded(query: String, page: Int) {
        logger.debug("“\(query)”: page \(page) loaded")
    }

    public func queryFinished(completed: Int, of count: Int, result: BuildReport.Query) {
        let line = "[\(completed)/\(count)] “\(result.query)”: \(result.totalResults) \(result.totalResults == 1 ? "result" : "results"), "
            + "\(result.pagesFetched) \(result.pagesFetched == 1 ? "page" : "pages")"
        switch result.status {
        case .ok, .degraded: logger.info("\(line)")
        case .stale: logger.warning("\(line), stale: \(result.error ?? "the source could not be reached")")
        case .failed: logger.error("\(line), failed: \(result.error ?? "unknown error")")
        }
    }

    public func renderingDetails(movieCount: Int) {
        logger.debug("Rendering \(movieCount) movie pages")
    }

    public func notice(_ message: String) {
        logger.warning("\(message)")
    }

    public func buildFinished() {}
}
