import Foundation
import Presentation

/// Settings with their origins: one layer (the flags, or a configuration file), or the settings in
/// effect once the layers are merged by ``resolved(flags:file:)``.
public struct SiteSettings: Sendable {
    /// One setting: its value and where it came from.
    public struct Entry: Sendable, Hashable {
        public let value: SettingValue
        public let origin: SettingOrigin

        public init(value: SettingValue, origin: SettingOrigin) {
            self.value = value
            self.origin = origin
        }
    }

    public private(set) var entries: [SettingKey: Entry] = [:]
    /// The configuration file read, if any.
    public internal(set) var filePath: String?
    /// The file's `[deploy]` table, if any.
    public internal(set) var deploy: DeploySettings?

    public init() {}

    public subscript(key: SettingKey) -> Entry? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    /// Records a value given on the command line.
    public mutating func setFlag(_ key: SettingKey, _ value: SettingValue?) {
        guard let value else { return }
        entries[key] = Entry(value: value, origin: .flag)
    }

    /// The settings in effect: each key from the flags, else the file, else its default. (The
    /// environment holds only TMDB's settings, which no flag or file key sets.) With a file in
    /// another folder, the default paths (`queries.txt`, `output`, the state, `templates/` when it
    /// exists) are taken from that folder, the site's.
    public static func resolved(flags: SiteSettings, file: SiteSettings?) -> SiteSettings {
        var settings = SiteSettings()
        settings.filePath = file?.filePath
        settings.deploy = file?.deploy
        for key in SettingKey.allCases {
            if let entry = flags[key] ?? file?[key] {
                settings[key] = entry
            } else if let value = key.defaultValue {
                settings[key] = Entry(value: file.map { $0.besideFile(value, of: key) } ?? value, origin: .defaultValue)
            }
        }
        // The templates folder a build would use when none is named: the site's, else the working
        // directory's (``TemplatesLocator`` looks there too), so `marquee config` shows it.
        if settings[.templates] == nil {
            let candidates = [file?.fileDirectory.map { ($0 as NSString).appendingPathComponent("templates") }, "templates"]
            for case let templates? in candidates {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue {
                    settings[.templates] = Entry(value: .string(templates), origin: .existingFolder)
                    break
                }
            }
        }
        // --quiet on the command line beats `verbose = true` in the file, and the other way round.
        for (key, other) in [(SettingKey.quiet, SettingKey.verbose), (.verbose, .quiet)] where flags[key]?.value == .boolean(true) {
            if settings[other]?.origin != .flag {
                settings[other] = Entry(value: .boolean(false), origin: .flag)
            }
        }
        return settings
    }

    /// The folder of the configuration file, when it is not the working directory.
    var fileDirectory: String? {
        guard let filePath else { return nil }
        let directory = (filePath as NSString).deletingLastPathComponent
        return directory.isEmpty || directory == "." ? nil : directory
    }

    /// A default path seen from this file's folder.
    private func besideFile(_ value: SettingValue, of key: SettingKey) -> SettingValue {
        guard case .path = key.kind, let directory = fileDirectory, let path = value.string, !path.hasPrefix("/") else { return value }
        return .string((directory as NSString).appendingPathComponent(path))
    }

    /// The run's configuration from these settings and the process environment.
    public func configuration(environment: [String: String]) -> AppConfiguration {
        var configuration = AppConfiguration()
        configuration.environment = environment
        for (key, entry) in entries {
            apply(key, entry.value, to: &configuration)
        }
        configuration.queriesPathIsDefault = entries[.queries].map { $0.origin == .defaultValue } ?? true
        return configuration
    }

    /// What `marquee serve` takes from these settings besides the configuration.
    public func serveOptions() -> ServeOptions {
        var options = ServeOptions()
        if let port = entries[.port]?.value.integer, let port16 = UInt16(exactly: port) { options.port = port16 }
        if let watch = entries[.watch]?.value.boolean { options.watch = watch }
        return options
    }

    private func apply(_ key: SettingKey, _ value: SettingValue, to configuration: inout AppConfiguration) {
        switch key {
        case .title: value.string.map { configuration.title = $0 }
        case .queries: value.string.map { configuration.queriesPath = $0 }
        case .output: value.string.map { configuration.outputPath = $0 }
        case .source: value.string.flatMap(AppConfiguration.Source.init(rawValue:)).map { configuration.source = $0 }
        case .maxPages: value.integer.map { configuration.maxPages = $0 }
        case .state: value.string.map { configuration.statePath = $0 }
        case .templates: configuration.templatesPath = value.string
        case .strictTemplates: value.boolean.map { configuration.strictTemplates = $0 }
        case .report: configuration.reportPath = value.string
        case .offline: value.boolean.map { configuration.offline = $0 }
        case .recentLimit: value.integer.map { configuration.recentLimit = $0 }
        case .concurrency: value.integer.map { configuration.concurrency = $0 }
        case .feedLimit: value.integer.map { configuration.feedLimit = $0 }
        case .posters: value.string.flatMap(AppConfiguration.Posters.init(rawValue:)).map { configuration.posters = $0 }
        case .baseURL: configuration.baseURL = value.string.flatMap { try? AppConfiguration.siteBaseURL($0) }
        case .format: value.string.flatMap(AppConfiguration.Format.init(rawValue:)).map { configuration.format = $0 }
        case .language: value.string.flatMap { try? Localization.builtIn($0) }.map { configuration.language = $0 }
        case .quiet: if value.boolean == true { configuration.verbosity = .quiet }
        case .verbose: if value.boolean == true, entries[.quiet]?.value.boolean != true { configuration.verbosity = .verbose }
        case .port, .watch: break
        }
    }
}
