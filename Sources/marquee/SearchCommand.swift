import Application
import ArgumentParser
import Foundation

/// `marquee search`.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Run one search, print it, and save it to the recent searches.",
        discussion: """
            All words must match, ignoring case and accents (with the local catalog). 20 movies a page. \
            The embedded catalog ranks the matches by how well the title matches and by what it knows \
            of each film (README, "Search ranking"); --explain shows why. TMDB's order is kept.

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage]))
            """
    )

    @Argument(help: "The words to search for.")
    var query: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The result page to print.", valueName: "n"))
    var page = 1

    @Flag(help: "Print JSON for scripts: the source's values (ISO dates, numbers, arrays), the same in every language; README lists the keys.")
    var json = false

    @Flag(help: "After the results, print the signals that ranked each one on the embedded catalog (text match, coverage, reviews, box office, rating, original before remake); with TMDB, say that its order is kept.")
    var explain = false

    @OptionGroup var sourceOptions: SourceOptions
    @OptionGroup var languageOptions: LanguageOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be at least 1.") }
        guard !(explain && json) else { throw ValidationError("--explain prints text for people; leave out --json (or --explain).") }
    }

    func run() async throws {
        let configuration = try configOptions.settings([sourceOptions, languageOptions, outputOptions])
            .configuration(environment: ProcessInfo.processInfo.environment)
        let code = await SearchJob(configuration: configuration, logger: .console(configuration.verbosity))
            .run(query: query, page: page, json: json, explain: explain)
        throw ExitCode(code.rawValue)
    }
}
