/// What a build did, written as JSON by `--report FILE`.
public struct BuildReport: Sendable, Codable, Equatable {
    /// One query of the build.
    public struct Query: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable {
            /// Every page fresh, with every film's details.
            case ok
            /// Results served from the cache because the source failed.
            case stale
            /// Fresh results, but some films' details failed or came from the cache (see `detailsProblems`).
            case degraded
            /// No results could be had.
            case failed
        }

        /// A film of this query whose page lacks its full details (runtime, countries, ...) or
        /// shows an older copy of them.
        public struct DetailsProblem: Sendable, Codable, Equatable {
            public enum Status: String, Sendable, Codable {
                /// Not loaded: the page shows what the search result knew.
                case failed
                /// From the cache, because the source failed.
                case stale
            }

            public let id: String
            public let title: String
            public let status: Status
            /// Why the fresh details could not be had.
            public let reason: String
        }

        public let query: String
        public let slug: String
        public var status: Status
        public let totalResults: Int
        public let pagesFetched: Int
        /// Movie ids in page order.
        public let movieIDs: [String]
        /// The site paths written for this query.
        public let paths: [String]
        public let error: String?
        /// The films whose details failed or came from the cache; empty when all came fresh.
        public var detailsProblems: [DetailsProblem] = []
        /// The films of ``movieIDs`` that this search found for the first time in this build,
        /// in page order (see the feeds); empty for a build that kept the published site.
        public var newMovieIDs: [String] = []

        enum CodingKeys: String, CodingKey {
            case query, slug, status, error, paths
            case detailsProblems = "details_problems"
            case totalResults = "total_results"
            case pagesFetched = "pages_fetched"
            case movieIDs = "movie_ids"
            case newMovieIDs = "new_movie_ids"
        }
    }

    /// Counts over the whole build.
    public struct Totals: Sendable, Codable, Equatable {
        public let queries: Int
        public let ok: Int
        public let stale: Int
        public let degraded: Int
        public let failed: Int
        public let movies: Int
        public let pagesWritten: Int
        public let pagesUnchanged: Int
        public let pagesRemoved: Int

        enum CodingKeys: String, CodingKey {
            case queries, ok, stale, degraded, failed, movies
            case pagesWritten = "pages_written"
            case pagesUnchanged = "pages_unchanged"
            case pagesRemoved = "pages_removed"
        }
    }

    /// The feeds of new films a build wrote (`feed.xml` and each search's).
    public struct Feeds: Sendable, Codable, Equatable {
        /// How many.
        public let count: Int
        /// The time spent making and writing them, in seconds.
        public let seconds: Double

        public init(count: Int, seconds: Double) {
            self.count = count
            self.seconds = (seconds * 1000).rounded() / 1000
        }
    }

    /// One step of a build and how long it took (see ``BuildPhases``).
    public struct Phase: Sendable, Codable, Equatable {
        /// `setup`, `memo_check`, `staging`, `searches`, `movie_pages`, `person_pages`, `lists`,
        /// `feeds`, `sitemap`, `publish`, `memo_save`.
        public let name: String
        /// Rounded to the millisecond.
        public let seconds: Double

        public init(name: String, seconds: Double) {
            self.name = name
            self.seconds = (seconds * 1000).rounded() / 1000
        }
    }

    public let source: String
    public let output: String
    public let published: Bool
    public let exitCode: Int32
    public let queries: [Query]
    public let totals: Totals
    /// The feeds this build wrote; nil when it wrote none (no `--base-url`, or the site was kept).
    public var feeds: Feeds?
    /// Why the build stopped, for exit codes 1 and 2; nil otherwise.
    public var error: String?
    /// The steps the build went through and how long each took; nil when it stopped early.
    public var phases: [Phase]?
    /// The version of Marquee that ran the build (filled in by the writer).
    public var marquee: String?
    /// When the build started, ISO 8601 in UTC, e.g. `2026-11-24T03:15:00Z` (filled in by the writer).
    public var startedAt: String?
    /// From the start to the report, in seconds (filled in by the writer).
    public var durationSeconds: Double?

    enum CodingKeys: String, CodingKey {
        case source, output, published, queries, totals, error, marquee, feeds, phases
        case exitCode = "exit_code"
        case startedAt = "started_at"
        case durationSeconds = "duration_seconds"
    }
}
