import Application
import ArgumentParser
import Foundation

extension AppConfiguration.Source: ExpressibleByArgument {}

/// Where movies come from and where state is kept, shared by every command.
struct SourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Movie source: local (the embedded catalog, offline) or tmdb (The Movie Database; needs TMDB_API_KEY or TMDB_ACCESS_TOKEN).",
        valueName: "local|tmdb"
    ))
    var source: AppConfiguration.Source = .local

    @Option(help: ArgumentHelp("SQLite state file: recent searches and caches.", valueName: "path"))
    var state = ".marquee/state.sqlite"

    @Option(help: ArgumentHelp("How many recent searches are kept and shown.", valueName: "n"))
    var recentLimit = 10

    @Flag(help: "Use only what is cached; never reach the network.")
    var offline = false

    func validate() throws {
        guard recentLimit >= 1 else { throw ValidationError("--recent-limit must be at least 1.") }
        guard !state.isEmpty else { throw ValidationError("--state needs a file path.") }
    }

    func apply(to configuration: inout AppConfiguration) {
        configuration.source = source
        configuration.statePath = state
        configuration.recentLimit = recentLimit
        configuration.offline = offline
        configuration.environment = ProcessInfo.processInfo.environment
    }
}
