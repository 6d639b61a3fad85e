import Application
import ArgumentParser
import Foundation

/// `marquee recent`.
struct RecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "Print the recent searches, newest first.",
        discussion: MarqueeExitCode.documentation(of: [.success, .failed, .usage])
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("How many to print.", valueName: "n"))
    var limit = 10

    @Flag(help: "Print JSON for scripts: `recent` (the searches) and `searches` (each with `searched_at`, ISO 8601 UTC).")
    var json = false

    @Option(help: ArgumentHelp("SQLite state file" + SettingKey.state.defaultHelp + ".", valueName: "path"))
    var state: String?

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1.") }
    }

    func run() async throws {
        var configuration = try configOptions.settings([outputOptions]) { flags in
            flags.setFlag(.state, state.map(SettingValue.string))
        }.configuration(environment: ProcessInfo.processInfo.environment)
        configuration.recentLimit = max(limit, configuration.recentLimit)
        let code = await RecentJob(configuration: configuration, logger: .console(configuration.verbosity))
            .run(limit: limit, json: json)
        throw ExitCode(code.rawValue)
    }
}
