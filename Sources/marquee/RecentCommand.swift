import Application
import ArgumentParser

/// `marquee recent`.
struct RecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "Print the recent searches, newest first.",
        discussion: MarqueeExitCode.documentation
    )

    @Option(help: ArgumentHelp("How many to print.", valueName: "n"))
    var limit = 10

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(help: ArgumentHelp("SQLite state file.", valueName: "path"))
    var state = ".marquee/state.sqlite"

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1.") }
    }

    func run() async throws {
        var configuration = AppConfiguration()
        configuration.statePath = state
        configuration.recentLimit = max(limit, configuration.recentLimit)
        configuration.verbosity = outputOptions.verbosity
        let code = await RecentJob(configuration: configuration, logger: .console(configuration.verbosity))
            .run(limit: limit, json: json)
        throw ExitCode(code.rawValue)
    }
}
