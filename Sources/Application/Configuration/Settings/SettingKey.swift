import Presentation

/// A setting of `marquee.toml`, named like its flag: `title` and every option of `build` and
/// `serve`. The TMDB key or token is not one: it stays in the environment, so the file can be
/// committed.
public enum SettingKey: String, Sendable, CaseIterable {
    case title
    case queries
    case output
    case source
    case maxPages = "max-pages"
    case state
    case templates
    case strictTemplates = "strict-templates"
    case report
    case offline
    case recentLimit = "recent-limit"
    case concurrency
    case posters
    case baseURL = "base-url"
    case feedLimit = "feed-limit"
    case format
    case language
    case quiet
    case verbose
    case port
    case watch

    /// The kind of value the key takes, with what is allowed.
    public enum Kind: Sendable {
        case text
        /// A file or folder; relative paths in a file are relative to the file.
        case path
        case integer(ClosedRange<Int>)
        case boolean
        case choice([String])
    }

    public var kind: Kind {
        switch self {
        case .title, .baseURL, .language: .text
        case .queries, .output, .state, .templates, .report: .path
        case .maxPages, .recentLimit, .concurrency: .integer(1...Int.max)
        case .feedLimit: .integer(1...AppConfiguration.feedLimitMaximum)
        case .port: .integer(0...65535)
        case .offline, .strictTemplates, .quiet, .verbose, .watch: .boolean
        case .source: .choice(AppConfiguration.Source.allCases.map(\.rawValue))
        case .posters: .choice(AppConfiguration.Posters.allCases.map(\.rawValue))
        case .format: .choice(AppConfiguration.Format.allCases.map(\.rawValue))
        }
    }

    /// What the setting does, as `marquee init` comments it.
    public var summary: String {
        switch self {
        case .title: "The site's name: the header, every page's <title> and the home page's heading."
        case .queries: "The query list, one search a line (\"-\" reads standard input)."
        case .output: "Where the site is published."
        case .source: "Where movies come from: local (the embedded catalog, offline) or tmdb (needs TMDB_API_KEY or TMDB_ACCESS_TOKEN in the environment)."
        case .maxPages: "Result pages fetched per search at most (20 movies a page)."
        case .state: "The SQLite state file: recent searches and caches (the catalog database sits beside it)."
        case .templates: "A folder whose templates replace the built-in ones file by file (unset: ./templates when it exists)."
        case .strictTemplates: "Refuse templates whose tags name something no page provides (exit 2), instead of warning."
        case .report: "A JSON report of every build: each query's status, pages and movies, and the totals."
        case .offline: "Never reach the network: tmdb builds from its cache only."
        case .recentLimit: "Recent searches kept and shown."
        case .concurrency: "Searches and movie details loaded at once; with tmdb, HTTP requests in flight at most."
        case .posters: "How pages show posters: remote (the source's URLs), download (copied into the site) or none."
        case .baseURL: "The address the site is published at, e.g. \"https://example.org/movies/\": writes sitemap.xml, robots.txt, the feeds of new films and canonical links."
        case .feedLimit: "The most films each feed of new films lists (feed.xml, with base-url)."
        case .format: "The files written for every page: html, markdown or both."
        case .language: "The site's language (a BCP 47 tag: en, es, ko, es-MX...): its interface, dates, numbers and TMDB's titles and overviews."
        case .quiet: "Print errors only (cron)."
        case .verbose: "Print every step."
        case .port: "marquee serve: the port on 127.0.0.1; 0 picks a free one."
        case .watch: "marquee serve: rebuild the site when the query file or a template changes, and reload open pages."
        }
    }

    /// The values a shell may complete for the key: the choices, or the shipped languages.
    public var completions: [String] {
        switch kind {
        case .text where self == .language: Localization.shippedLanguages
        case let .choice(values): values
        case .boolean: ["true", "false"]
        default: []
        }
    }

    /// What the key allows, as an error says it.
    public var allowed: String {
        switch kind {
        case .text where self == .baseURL: "a site address like \"https://example.org/movies/\""
        case .text where self == .language: "a language tag Marquee has an interface for (" + Localization.shippedLanguages.joined(separator: ", ") + ", or a regional variant like es-MX)"
        case .text: "a non-empty string"
        case .path: "a non-empty string naming a file or folder"
        case let .integer(range) where range.upperBound == Int.max: "an integer of at least \(range.lowerBound)"
        case let .integer(range): "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .boolean: "true or false"
        case let .choice(values): "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// The value used when nothing sets the key; nil when it is unset by default.
    public var defaultValue: SettingValue? {
        let configuration = AppConfiguration()
        let serve = ServeOptions()
        return switch self {
        case .title: .string(configuration.title)
        case .queries: .string(configuration.queriesPath)
        case .output: .string(configuration.outputPath)
        case .source: .string(configuration.source.rawValue)
        case .maxPages: .integer(configuration.maxPages)
        case .state: .string(configuration.statePath)
        case .templates, .report, .baseURL: nil
        case .offline: .boolean(configuration.offline)
        case .strictTemplates: .boolean(configuration.strictTemplates)
        case .recentLimit: .integer(configuration.recentLimit)
        case .concurrency: .integer(configuration.concurrency)
        case .feedLimit: .integer(configuration.feedLimit)
        case .posters: .string(configuration.posters.rawValue)
        case .format: .string(configuration.format.rawValue)
        case .language: .string(configuration.language.tag.description)
        case .quiet, .verbose: .boolean(false)
        case .port: .integer(Int(serve.port))
        case .watch: .boolean(serve.watch)
        }
    }

    /// `value` if the key allows it, else why not.
    public func check(_ value: SettingValue) -> Result<SettingValue, SettingValueError> {
        let wrong = SettingValueError(key: self, allowed: allowed, found: value.description)
        switch (kind, value) {
        case (.text, .string(let text)), (.path, .string(let text)):
            guard !text.isEmpty else { return .failure(wrong) }
            if self == .language {
                do {
                    return .success(.string(try Localization.builtIn(text).tag.description))
                } catch {
                    return .failure(SettingValueError(
                        key: self, allowed: allowed, found: value.description,
                        reason: "no table for \(text) or a parent language; shipped: " + error.shipped.joined(separator: ", ")
                    ))
                }
            }
            if self == .baseURL {
                do {
                    return .success(.string(try AppConfiguration.siteBaseURL(text)))
                } catch {
                    return .failure(SettingValueError(key: self, allowed: allowed, found: value.description, reason: error.reason))
                }
            }
            return .success(value)
        case let (.integer(range), .integer(number)):
            return range.contains(number) ? .success(value) : .failure(wrong)
        case (.boolean, .boolean):
            return .success(value)
        case let (.choice(values), .string(text)):
            return values.contains(text) ? .success(value) : .failure(wrong)
        default:
            return .failure(wrong)
        }
    }
}

/// A value a key does not allow.
public struct SettingValueError: Error, Sendable, Equatable, CustomStringConvertible {
    public let key: SettingKey
    /// What the key allows.
    public let allowed: String
    /// The value given, as TOML writes it (or its kind, e.g. "an array").
    public var found: String?
    /// What is wrong beyond that, if anything.
    public var reason: String?

    public var description: String {
        "\(key.rawValue) must be \(allowed)" + (found.map { ", not \($0)" } ?? "") + (reason.map { " (\($0))" } ?? "")
    }
}
