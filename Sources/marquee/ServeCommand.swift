import Application
import ArgumentParser
import Foundation
import PreviewServer

/// `marquee serve`.
struct ServeCommand: AsyncParsableCommand, ListensForTerminationSignals {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site on http://127.0.0.1, rebuilt and reloaded in the browser as you edit.",
        discussion: """
            For local preview only: the server listens on 127.0.0.1 (this machine) and nowhere \
            else, answers GET and HEAD for the files in the output folder, and is not meant to \
            face the internet. Publish the output folder with a real web server instead.

            serve takes the options of marquee build (--queries must name a file, not -). When \
            the output folder has no index.html yet, the site is built once before serving. \
            With --watch, marquee.toml (or --config FILE), the query file and every file in the \
            templates folder (--templates, or ./templates when it exists) are checked every second; \
            when one changes the settings are read again and the site is rebuilt exactly as \
            marquee build would, one log line per rebuild (a changed output folder or port waits \
            for the next start). Each build is \
            swapped in at once, so the previous site is served until the new one is ready, and a \
            rebuild that fails (a bad query file, broken templates) leaves the last good site in \
            place. Open pages reload by themselves after a good rebuild and show a failed one's \
            error until the next good one (the script doing it is added as pages are served, \
            never written to the output). Watching is on by default; --no-watch turns it off.

            Ctrl-C (SIGINT) or SIGTERM stops the server with exit code 0. A port already in use \
            is exit code 1; a bad flag is exit code 2.

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage]))
            """
    )

    @OptionGroup var buildOptions: BuildOptions

    // Unconditional, so that a negative number is read as the value and refused as out of range.
    @Option(parsing: .unconditional, help: ArgumentHelp("The port on 127.0.0.1; 0 picks a free one" + SettingKey.port.defaultHelp + ".", valueName: "n"))
    var port: Int?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp("Rebuild the site when the query file or a template changes, and reload open pages" + SettingKey.watch.defaultHelp + "."))
    var watch: Bool?

    @Option(help: ArgumentHelp("Seconds between two checks of the watched files.", valueName: "seconds", visibility: .hidden))
    var watchInterval = 1.0

    @OptionGroup var sourceOptions: SourceOptions
    /// --posters, --base-url, --format: the site is rebuilt the way `build` would build it.
    @OptionGroup var siteOptions: SiteOutputOptions
    @OptionGroup var languageOptions: LanguageOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        try check(.port, port.map(SettingValue.integer), flag: "--port")
        guard watchInterval >= 0.05, watchInterval <= 3600 else {
            throw ValidationError("--watch-interval must be between 0.05 and 3600 seconds.")
        }
    }

    func run() async throws {
        let flags = configOptions.flags([buildOptions, sourceOptions, siteOptions, languageOptions, outputOptions]) { flags in
            flags.setFlag(.port, port.map(SettingValue.integer))
            flags.setFlag(.watch, watch.map(SettingValue.boolean))
        }
        let settingsPath = configOptions.config
        let environment = ProcessInfo.processInfo.environment
        // Read at start, and again before every rebuild (an edited marquee.toml takes effect).
        let read: @Sendable () throws -> AppConfiguration = {
            let configuration = SiteSettings.resolved(flags: flags, file: try ConfigFile.load(path: settingsPath)).configuration(environment: environment)
            guard configuration.queriesPath != "-" else {
                throw ValidationError("marquee serve needs a query file: standard input cannot be read again for a rebuild.")
            }
            return configuration
        }
        let settings = SiteSettings.resolved(flags: flags, file: try ConfigFile.load(path: settingsPath))
        let configuration = try read()
        var options = settings.serveOptions()
        options.watchInterval = .milliseconds(Int((watchInterval * 1000).rounded()))
        let code = await ServeJob(
            configuration: configuration, options: options, logger: .console(configuration.verbosity),
            settingsPath: settingsPath ?? ConfigFile.defaultName, reloadConfiguration: read,
            makeServer: { site, logger in PreviewServer(site: site, logger: logger) }
        ).run()
        throw ExitCode(code.rawValue)
    }
}
