import Foundation
import Rendering

extension AppConfiguration {
    /// How pages show posters (`--posters`).
    public enum Posters: String, Sendable, CaseIterable {
        /// The source's image URLs, loaded by the visitor's browser.
        case remote
        /// Fetched once into `posters/` of the site (cached beside the state file across
        /// builds), so that the site needs nothing from elsewhere.
        case download
        /// None: every movie shows its placeholder.
        case none
    }

    /// The files written for every page (`--format`).
    public enum Format: String, Sendable, CaseIterable {
        /// The browsable HTML site.
        case html
        /// Markdown pages only, linking to each other: a report readable anywhere.
        case markdown
        /// Both, side by side (`index.html` and `index.md`).
        case both

        /// The home page a reader opens first: `index.html`, or `index.md` for a Markdown-only site.
        public var entryPage: String {
            self == .markdown ? "index.md" : "index.html"
        }

        var pageFormats: [PageFormat] {
            switch self {
            case .html: [.html]
            case .markdown: [.markdown]
            case .both: [.html, .markdown]
            }
        }
    }

    /// The folder downloaded posters are kept in across builds, beside the state file.
    public var posterCachePath: String {
        guard let slash = statePath.lastIndex(of: "/") else { return "posters" }
        return String(statePath[...slash]) + "posters"
    }

    /// `text` as the site's address ending in `/`, e.g. `https://example.org/movies/`.
    ///
    /// - Throws: ``InvalidBaseURL`` saying what is wrong with it.
    public static func siteBaseURL(_ text: String) throws(InvalidBaseURL) -> String {
        let lowercased = text.lowercased()
        guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://") else {
            throw InvalidBaseURL(reason: "it must start with https:// or http://")
        }
        let host = text.drop { $0 != "/" }.dropFirst(2).prefix { $0 != "/" && $0 != ":" }
        guard !host.isEmpty else { throw InvalidBaseURL(reason: "it names no host") }
        guard !text.contains(where: { "?#\"'<>\\".contains($0) || $0.isWhitespace || $0.isNewline }) else {
            throw InvalidBaseURL(reason: "it must not contain a query, a fragment, quotes, angle brackets, backslashes or spaces")
        }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// Why a `--base-url` is not a site address.
    public struct InvalidBaseURL: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }
}

extension AppConfiguration {
    /// The renderer's options for this configuration; `downloads` holds the posters copied into
    /// the site for `--posters download`.
    func siteOptions(downloads: PosterDownloader?) -> SiteOptions {
        let posters: PosterDisplay = switch self.posters {
        case .remote: .remote
        case .none: .none
        case .download: downloads.map { .downloaded($0) } ?? .none
        }
        return SiteOptions(formats: format.pageFormats, posters: posters, baseURL: baseURL, localization: language)
    }

    /// Whether builds of this configuration are memoized (``BuildMemoizer``): only the embedded
    /// catalog is a fixed input (a remote source can change on its own, and so can the posters it
    /// downloads).
    var memoizesBuilds: Bool {
        source == .local && posters != .download
    }

    /// The output folder as an absolute path: what the state file keys each site's memo and
    /// first-found dates by.
    var absoluteOutputPath: String {
        Self.absolutePath(outputPath)
    }

    /// `path` made absolute against the working directory, with `.` and `..` resolved.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
