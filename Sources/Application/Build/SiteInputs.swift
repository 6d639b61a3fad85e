import Foundation
import Infrastructure
import Rendering

/// Everything that decides what a build of a fixed source publishes, as one value that is hashed
/// whole (``BuildFingerprint``): a field added here is part of the fingerprint without anyone
/// having to remember to hash it, and `SiteInputsTests` fails for a configuration setting that is
/// neither here nor declared as not shaping the site.
struct SiteInputs: Encodable, Equatable, Sendable {
    /// What turns a page's values into bytes: pages may be kept from the last build only while
    /// this is unchanged.
    struct Program: Encodable, Equatable, Sendable {
        /// The running executable's stamp (device, inode, size, modification time).
        var binary: String
        /// The versions of libcmark and SQLite it runs with.
        var libraries: String
        /// Each template file of the override folder, by name: its bytes, or nil when absent (the
        /// built-in copy, part of the binary, is used then). Nil when there is no such folder.
        var templates: [String: Data?]?
    }

    /// The settings that shape the site, from flags or `marquee.toml` (see ``AppConfiguration``).
    struct Options: Encodable, Equatable, Sendable {
        /// The site's title (`title` in marquee.toml), in every page's header.
        var title: String
        var source: String
        var maxPages: Int
        var recentLimit: Int
        var format: String
        var posters: String
        var baseURL: String?
        /// The most films a feed lists.
        var feedLimit: Int
        var offline: Bool
        /// The language tag, e.g. `es-MX`: every page's words, dates and numbers, and what TMDB is
        /// asked for. (The string tables are part of the binary, whose stamp is in ``Program``.)
        var language: String
    }

    /// Bump when the meaning of a field changes.
    var version = 2
    var program: Program
    var options: Options
    /// The catalog's fingerprint (``CatalogLoadReport/fingerprint``).
    var catalog: String
    /// The parsed query list, in order.
    var queries: [String]
}

extension SiteInputs.Options {
    init(_ configuration: AppConfiguration) {
        self.init(
            title: configuration.title,
            source: configuration.source.rawValue,
            maxPages: configuration.maxPages,
            recentLimit: configuration.recentLimit,
            format: configuration.format.rawValue,
            posters: configuration.posters.rawValue,
            baseURL: configuration.baseURL,
            feedLimit: configuration.feedLimit,
            offline: configuration.offline,
            language: configuration.language.tag.description
        )
    }

    /// The settings of ``AppConfiguration`` that do not change what a build publishes: where
    /// things are read and written, how much is printed, how fast it runs, whether unknown template
    /// tags are refused (which stops a build rather than changing its pages).
    static let notShapingTheSite: Set<String> = [
        "queriesPath", "queriesPathIsDefault", "outputPath", "statePath", "templatesPath", "reportPath", "verbosity",
        "concurrency", "environment", "strictTemplates",
    ]
}

extension SiteInputs.Program {
    /// The running program and the templates of `directory`; nil when the binary cannot be
    /// identified.
    static func current(templatesDirectory directory: String?) -> SiteInputs.Program? {
        let candidates = ["/proc/self/exe", Bundle.main.executablePath, CommandLine.arguments.first].compactMap { $0 }
        guard let binary = candidates.lazy.compactMap(FileStamp.following).first else { return nil }
        var templates: [String: Data?]?
        if let directory {
            templates = Dictionary(uniqueKeysWithValues: TemplateFile.allCases.map { file in
                (file.fileName, FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(file.fileName)))
            })
        }
        return SiteInputs.Program(binary: binary, libraries: LinkedLibraries.versions, templates: templates)
    }
}
