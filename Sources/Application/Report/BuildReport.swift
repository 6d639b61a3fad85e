/// What a build did, written as JSON by `--report FILE`.
public struct BuildReport: Sendable, Codable, Equatable {
    /// One query of the build.
    public struct Query: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable {
            case ok, stale, failed
        }

        public let query: String
        public let slug: String
        public let status: Status
        public let totalResults: Int
        public let pagesFetched: Int
        /// Movie ids in page order.
        public let movieIDs: [String]
        /// The site paths written for this query.
        public let paths: [String]
        public let error: String?

        enum CodingKeys: String, CodingKey {
            case query, slug, status, error, paths
            case totalResults = "total_results"
            case pagesFetched = "pages_fetched"
            case movieIDs = "movie_ids"
        }
    }

    /// Counts over the whole build.
    public struct Totals: Sendable, Codable, Equatable {
        public let queries: Int
        public let ok: Int
        public let stale: Int
        public let failed: Int
        public let movies: Int
        public let pagesWritten: Int
        public let pagesUnchanged: Int
        public let pagesRemoved: Int

        enum CodingKeys: String, CodingKey {
            case queries, ok, stale, failed, movies
            case pagesWritten = "pages_written"
            case pagesUnchanged = "pages_unchanged"
            case pagesRemoved = "pages_removed"
        }
    }

    public let source: String
    public let output: String
    public let published: Bool
    public let exitCode: Int32
    public let queries: [Query]
    public let totals: Totals

    enum CodingKeys: String, CodingKey {
        case source, output, published, queries, totals
        case exitCode = "exit_code"
    }
}
