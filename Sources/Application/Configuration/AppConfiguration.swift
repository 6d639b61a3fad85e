import Presentation

/// Everything a run needs to know, from the command line, the environment and `marquee.toml`
/// (see ``SiteSettings``).
public struct AppConfiguration: Sendable {
    /// Where movies come from.
    public enum Source: String, Sendable, CaseIterable {
        /// The catalog embedded in the binary: offline, the default.
        case local
        /// The Movie Database (TMDB) v3 API.
        case tmdb
    }

    /// How much a run prints.
    public enum Verbosity: Sendable {
        case quiet
        case normal
        case verbose
    }

    /// The site's name: its header, every page's title and the home page's heading.
    public var title: String = "Marquee"
    /// The query file, or `-` for standard input.
    public var queriesPath: String = "queries.txt"
    /// True when ``queriesPath`` is the default, not a path given by a flag or `marquee.toml`: a
    /// missing file then means the folder is not a site yet.
    public var queriesPathIsDefault = true
    public var outputPath: String = "output"
    public var source: Source = .local
    /// Result pages fetched per query at most.
    public var maxPages: Int = 3
    /// The SQLite state file (recent queries, caches).
    public var statePath: String = ".marquee/state.sqlite"
    /// A folder whose templates override the built-in ones file by file; nil means `templates/`
    /// in the working directory when it exists.
    public var templatesPath: String?
    /// A template tag naming something no page provides is an error (exit 2), not a warning.
    public var strictTemplates: Bool = false
    public var reportPath: String?
    public var offline: Bool = false
    public var verbosity: Verbosity = .normal
    /// Queries and movie details loaded at the same time (and, for TMDB, requests in flight).
    public var concurrency: Int = 8
    /// How many recent queries are kept and shown.
    public var recentLimit: Int = 10
    /// The process environment (TMDB settings, overrides).
    public var environment: [String: String] = [:]
    /// How pages show posters.
    public var posters: Posters = .remote
    /// The address the site is published at, for the sitemap and the 404 page; nil when unknown.
    public var baseURL: String?
    /// The most films a feed of new films lists.
    public var feedLimit: Int = 50
    /// The largest ``feedLimit`` allowed: a feed reader reads a feed whole.
    public static let feedLimitMaximum = 10_000
    /// The files written for every page.
    public var format: Format = .html
    /// The site's language: its interface, dates and numbers, and what TMDB is asked for.
    public var language: Localization = .english

    public init() {}

    /// The user's cache folder, where the catalog database lives (see ``CacheFolder``).
    public var cacheFolder: CacheFolder? {
        CacheFolder.resolve(environment: environment)
    }

    /// Where the catalog database goes when there is no cache folder Marquee may write: beside
    /// the state file, as before there was one.
    public var catalogPathBesideState: String {
        guard let slash = statePath.lastIndex(of: "/") else { return "catalog.sqlite" }
        return String(statePath[...slash]) + "catalog.sqlite"
    }
}
