import Application
import ArgumentParser
import Foundation

extension AppConfiguration.Source: ExpressibleByArgument {}

/// Where movies come from and where state is kept, shared by every command.
struct SourceOptions: ParsableArguments, SettingFlags {
    @Option(help: ArgumentHelp(
        "Movie source: local (the embedded catalog, offline) or tmdb (The Movie Database; needs TMDB_API_KEY or TMDB_ACCESS_TOKEN)" + SettingKey.source.defaultHelp + ".",
        valueName: "local|tmdb"
    ))
    var source: AppConfiguration.Source?

    @Option(help: ArgumentHelp("SQLite state file: recent searches and caches" + SettingKey.state.defaultHelp + ".", valueName: "path"))
    var state: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many recent searches are kept and shown" + SettingKey.recentLimit.defaultHelp + ".", valueName: "n"))
    var recentLimit: Int?

    @Flag(inversion: .prefixedNo, help: "Use only what is cached; never reach the network (tmdb: cached searches are marked stale, uncached ones fail).")
    var offline: Bool?

    @Option(parsing: .unconditional, help: ArgumentHelp("Searches and movie details loaded at once, and (tmdb) HTTP requests in flight at most" + SettingKey.concurrency.defaultHelp + ".", valueName: "n"))
    var concurrency: Int?

    func validate() throws {
        try check(.recentLimit, recentLimit.map(SettingValue.integer), flag: "--recent-limit")
        try check(.state, state.map(SettingValue.string), flag: "--state")
        try check(.concurrency, concurrency.map(SettingValue.integer), flag: "--concurrency")
    }

    func record(into settings: inout SiteSettings) {
        settings.setFlag(.source, source.map { .string($0.rawValue) })
        settings.setFlag(.state, state.map(SettingValue.string))
        settings.setFlag(.recentLimit, recentLimit.map(SettingValue.integer))
        settings.setFlag(.offline, offline.map(SettingValue.boolean))
        settings.setFlag(.concurrency, concurrency.map(SettingValue.integer))
    }
}
