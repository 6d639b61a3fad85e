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

    @Flag(help: "Use only what is cached; never reach the network (tmdb: cached searches are marked stale, uncached ones fail).")
    var offline = false

    @Option(help: ArgumentHelp("Searches and movie details loaded at once, and (tmdb) HTTP requests in flight at most.", valueName: "n"))
    var concurrency = 8

    func validate() throws {
        guard recentLimit >= 1 else { throw ValidationError("--recent-limit must be at least 1.") }
        guard !state.isEmpty else { throw ValidationError("--state needs a file path.") }
        guard concurrency >= 1 else { throw ValidationError("--concurrency must be at least 1.") }
    }

    func apply(to configuration: inout AppConfiguration) {
        configuration.source = source
        configuration.statePath = state
        configuration.recentLimit = recentLimit
        configuration.offline = offline
        configuration.concurrency = concurrency
        configuration.environment = ProcessInfo.processInfo.environment
    }
}
