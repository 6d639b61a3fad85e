import Application
import ArgumentParser

/// `marquee serve`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site on http://127.0.0.1 and, with --watch, rebuild it as you edit.",
        discussion: """
            For local preview only: the server listens on 127.0.0.1 (this machine) and nowhere \
            else, answers GET and HEAD for the files in the output folder, and is not meant to \
            face the internet. Publish the output folder with a real web server instead.

            serve takes the options of marquee build (--queries must name a file, not -). When \
            the output folder has no index.html yet, the site is built once before serving. \
            With --watch, the query file and every file in the templates folder (--templates, or \
            ./templates when it exists) are checked every second; when one changes the site is \
            rebuilt exactly as marquee build would, one log line per rebuild. Each build is \
            swapped in at once, so the previous site is served until the new one is ready, and a \
            rebuild that fails (a bad query file, broken templates) leaves the last good site in \
            place. Reload the page in the browser to see a rebuild.

            Ctrl-C (SIGINT) or SIGTERM stops the server with exit code 0. A port already in use \
            is exit code 1; a bad flag is exit code 2.
            """
    )

    @OptionGroup var buildOptions: BuildOptions

    @Option(help: ArgumentHelp("The port on 127.0.0.1; 0 picks a free one.", valueName: "n"))
    var port = 8000

    @Flag(help: "Rebuild the site when the query file or a template changes.")
    var watch = false

    @Option(help: ArgumentHelp("Seconds between two checks of the watched files.", valueName: "seconds", visibility: .hidden))
    var watchInterval = 1.0

    @OptionGroup var sourceOptions: SourceOptions
    /// --posters, --base-url, --format: the site is rebuilt the way `build` would build it.
    @OptionGroup var siteOptions: SiteOutputOptions
    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (0 picks a free port).") }
        guard buildOptions.queries != "-" else {
            throw ValidationError("marquee serve needs a query file: standard input cannot be read again for a rebuild.")
        }
        guard watchInterval >= 0.05, watchInterval <= 3600 else {
            throw ValidationError("--watch-interval must be between 0.05 and 3600 seconds.")
        }
    }

    func run() async throws {
        var configuration = AppConfiguration()
        buildOptions.apply(to: &configuration)
        configuration.verbosity = outputOptions.verbosity
        sourceOptions.apply(to: &configuration)
        siteOptions.apply(to: &configuration)
        var options = ServeOptions()
        options.port = UInt16(port)
        options.watch = watch
        options.watchInterval = .milliseconds(Int((watchInterval * 1000).rounded()))
        let code = await ServeJob(configuration: configuration, options: options, logger: .console(configuration.verbosity)).run()
        throw ExitCode(code.rawValue)
    }
}
