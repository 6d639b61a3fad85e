import Application
import ArgumentParser

/// `marquee build`.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Run every search of a query list and publish the site.",
        discussion: """
            The query file is UTF-8, one search a line. Blank lines and lines starting with # are \
            skipped, surrounding white space is trimmed, and a search repeated (ignoring case) is \
            dropped with a warning. A line that is not valid UTF-8 or is longer than 200 characters \
            stops the build with exit code 2, naming the line.

            The new site is built beside the output folder and swapped in at once: a build that \
            fails or is interrupted leaves the previous site exactly as it was. Marquee keeps a \
            manifest of the files it wrote and never removes a file it did not write; it refuses an \
            output folder that holds files of someone else's.

            Environment (for --source tmdb): TMDB_API_KEY or TMDB_ACCESS_TOKEN, TMDB_API_BASE_URL, \
            TMDB_IMAGE_BASE_URL.

            \(MarqueeExitCode.documentation)
            """
    )

    @Option(help: ArgumentHelp("The query list, or - for standard input.", valueName: "file|-"))
    var queries = "queries.txt"

    @Option(help: ArgumentHelp("Where the site is published.", valueName: "dir"))
    var output = "output"

    @Option(help: ArgumentHelp("Result pages fetched per search at most (20 movies a page).", valueName: "n"))
    var maxPages = 3

    @Option(help: ArgumentHelp("A folder whose templates replace the built-in ones file by file (default: ./templates when it exists).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Write a JSON report of the build: every query's status, pages and movies, and the totals.", valueName: "file"))
    var report: String?

    @OptionGroup var sourceOptions: SourceOptions
    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        guard maxPages >= 1 else { throw ValidationError("--max-pages must be at least 1.") }
        guard !output.isEmpty else { throw ValidationError("--output needs a folder.") }
    }

    func run() async throws {
        var configuration = AppConfiguration()
        configuration.queriesPath = queries
        configuration.outputPath = output
        configuration.maxPages = maxPages
        configuration.templatesPath = templates
        configuration.reportPath = report
        configuration.verbosity = outputOptions.verbosity
        sourceOptions.apply(to: &configuration)
        let code = await BuildJob(configuration: configuration, logger: .console(configuration.verbosity)).run()
        throw ExitCode(code.rawValue)
    }
}
