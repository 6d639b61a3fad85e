import Foundation
import Infrastructure
import Logging

/// `marquee serve`: serves the output folder on 127.0.0.1 for a local preview (``PreviewServing``)
/// and, with `watch`, rebuilds it (with the same `BuildJob` as `marquee build`) whenever the query
/// file or a template changes, until SIGINT or SIGTERM. Open pages reload after each good rebuild
/// and show a failed one's error (live reload).
///
/// The port is bound before anything else, so a port in use fails at once. When the output has
/// no `index.html` yet, the site is built once before serving. The server resolves the output
/// folder again for every request, so each atomically published build is served as soon as it
/// is swapped in, and a failed build leaves the last good site being served.
public struct ServeJob {
    private let configuration: AppConfiguration
    private let options: ServeOptions
    private let logger: Logger
    private let settingsPath: String?
    private let reloadConfiguration: (@Sendable () throws -> AppConfiguration)?
    private let makeServer: @Sendable (PreviewSite, Logger) -> any PreviewServing

    /// - Parameters:
    ///   - settingsPath: the settings file (`marquee.toml` or `--config FILE`), watched with the
    ///     other inputs whether or not it exists yet.
    ///   - reloadConfiguration: reads the settings again, as at start (flags over the file); run
    ///     before every rebuild. A file it cannot use fails that rebuild (exit 2) and the error
    ///     shows in open pages; the last good site stays.
    ///   - makeServer: makes the server for the site, logging to the logger given.
    public init(
        configuration: AppConfiguration,
        options: ServeOptions,
        logger: Logger,
        settingsPath: String? = nil,
        reloadConfiguration: (@Sendable () throws -> AppConfiguration)? = nil,
        makeServer: @escaping @Sendable (PreviewSite, Logger) -> any PreviewServing
    ) {
        self.configuration = configuration
        self.options = options
        self.logger = logger
        self.settingsPath = settingsPath
        self.reloadConfiguration = reloadConfiguration
        self.makeServer = makeServer
    }

    /// Serves until SIGINT or SIGTERM (exit 0); exit 1 when the port cannot be listened on.
    public func run() async -> MarqueeExitCode {
        let signals = await TerminationSignals.listen()
        defer { signals.cancel() }
        let logger = self.logger
        let server = makeServer(PreviewSite(root: configuration.outputPath, port: options.port, liveReload: options.watch), logger)
        let port: UInt16
        do {
            port = try await server.start()
        } catch {
            logger.error("\(Self.message(for: error))")
            await server.stop()
            return .failed
        }

        let configuration = self.configuration
        let settings = await ServedSettings(configuration: configuration, path: settingsPath, reload: reloadConfiguration)
        let build: @MainActor () async -> MarqueeExitCode = {
            // Every build reads the settings again: an edited marquee.toml takes effect.
            if let problem = settings.refresh(logger: logger) {
                logger.error("\(problem)")
                server.failed("The settings cannot be used (exit \(MarqueeExitCode.usage.rawValue)).\n\n\(problem)")
                return .usage
            }
            let errors = BuildErrorLog()
            let code = await BuildJob(configuration: settings.configuration, logger: errors.logger(alongside: logger), signalsEndProcess: false).run()
            if code.published {
                server.reloaded()
            } else if code != .locked {
                server.failed("The rebuild \(code.outcome) (exit \(code.rawValue)).\n\n\(errors.text)")
            }
            return code
        }
        if !hasIndexPage {
            logger.info("\(configuration.outputPath) has no \(configuration.format.entryPage) yet; building it first.")
            let code = await build()
            if !code.published {
                let until = options.watch ? " until a change to the inputs builds it." : "."
                logger.error("The first build \(code.outcome) (exit \(code.rawValue)); serving \(configuration.outputPath) as it is\(until)")
            }
        }
        ConsoleOutput.standardOutput.write("Serving \(configuration.outputPath) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")
        if configuration.format == .markdown {
            logger.warning("The site has Markdown pages only, which a browser shows as plain text (from http://127.0.0.1:\(port)/index.md); --format both previews the HTML site too.")
        }

        var watcher: Task<Void, Never>?
        if options.watch {
            let interval = options.watchInterval
            let summary = await settings.inputs.summary
            logger.info("Watching \(summary); the site is rebuilt when they change and open pages reload.")
            watcher = Task { @MainActor in
                await SiteWatcher(inputs: { settings.inputs }, interval: interval, logger: logger, rebuild: build).run()
            }
        }
        let signal = await signals.next()
        watcher?.cancel()
        await server.stop()
        logger.info("\(signal.map { "Received \($0); stopped" } ?? "Stopped") serving \(configuration.outputPath).")
        return .success
    }

    private var hasIndexPage: Bool {
        FileManager.default.fileExists(atPath: (configuration.outputPath as NSString).appendingPathComponent(configuration.format.entryPage))
    }

    private static func message(for error: PreviewServerError) -> String {
        switch error {
        case .addressInUse(let port):
            return "\(error) Stop what is using it, or choose another port with --port N (--port 0 picks a free one). "
                + "(Port \(port) is only ever opened on 127.0.0.1.)"
        case .permissionDenied:
            return "\(error) Choose another port with --port N (--port 0 picks a free one)."
        case .cannotListen:
            return "Cannot serve: \(error)"
        }
    }
}
