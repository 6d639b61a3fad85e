import Application
import ArgumentParser
import Foundation

/// `marquee build`.
struct BuildCommand: AsyncParsableCommand, ListensForTerminationSignals {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Run every search of a query list and publish the site.",
        discussion: """
            The query file is UTF-8, one search a line. Blank lines and lines starting with # are \
            skipped, surrounding white space is trimmed, and a search repeated (ignoring case) is \
            dropped with a warning. A line that is not valid UTF-8, is longer than 200 characters or \
            holds a control character stops the build with exit code 2, naming the line.

            The new site is built beside the output folder and swapped in at once: a build that \
            fails or is interrupted leaves the previous site exactly as it was. Marquee keeps a \
            manifest of the files it wrote and never removes a file it did not write; it refuses an \
            output folder that holds files of someone else's.

            Environment (for --source tmdb): TMDB_API_KEY (sent as api_key) or TMDB_ACCESS_TOKEN \
            (sent as Authorization: Bearer), TMDB_API_BASE_URL (default https://api.themoviedb.org/3), \
            TMDB_IMAGE_BASE_URL (default https://image.tmdb.org/t/p). Every TMDB answer is cached in \
            the state file: when TMDB cannot be reached, cached searches are published and marked \
            stale (exit 3), and searches never cached fail. --offline uses only that cache.

            Feeds: with --base-url, feed.xml (Atom) lists the films newly found by any search and \
            search/<slug>/feed.xml each search's, dated by the build that first found them (kept in \
            the state file). SOURCE_DATE_EPOCH (seconds since 1970) dates a build, else the clock does.

            Settings: every option can be kept in marquee.toml (read from the current folder, or \
            --config FILE) under the flag's name, e.g. max-pages = 5, with title, the site's name. \
            Flags beat the environment, which beats the file, which beats the defaults. \
            marquee config prints the settings in effect.

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage, .degraded, .locked]))
            """
    )

    /// --queries, --output, --max-pages, --templates (shared with `serve`).
    @OptionGroup var buildOptions: BuildOptions

    @Option(help: ArgumentHelp("Write a JSON report of the build: every query's status, pages and movies, the totals and how long each step took; written on every exit.", valueName: "file"))
    var report: String?

    @OptionGroup var sourceOptions: SourceOptions
    /// --posters, --base-url, --format.
    @OptionGroup var siteOptions: SiteOutputOptions
    @OptionGroup var languageOptions: LanguageOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func run() async throws {
        let configuration = try configOptions.settings([buildOptions, sourceOptions, siteOptions, languageOptions, outputOptions]) { flags in
            flags.setFlag(.report, report.map(SettingValue.string))
        }.configuration(environment: ProcessInfo.processInfo.environment)
        let code = await BuildJob(configuration: configuration, logger: .console(configuration.verbosity)).run()
        throw ExitCode(code.rawValue)
    }
}
