import Foundation
import Infrastructure
import Logging
import Rendering

/// `marquee build`: reads the query list, builds every page, publishes the site at once, writes
/// the report, and says how it went with an exit code.
public struct BuildJob {
    private let configuration: AppConfiguration
    private let logger: Logger

    public init(configuration: AppConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs the build; every failure is logged and turned into its exit code.
    @MainActor
    public func run() async -> MarqueeExitCode {
        let started = ContinuousClock.now
        let logger = self.logger
        let interruption = BuildInterruption { signal, published in
            logger.error(published
                ? "Interrupted by \(signal) just after the new site was published; the report was not written."
                : "Interrupted by \(signal); the previous site was left untouched.")
        }
        interruption.install()
        defer { interruption.uninstall() }
        do {
            let queries = try QueryListReader().read(path: configuration.queriesPath)
            for warning in queries.warnings { logger.warning("\(warning)") }
            let templatesLocator = TemplatesLocator(configuration: configuration)
            let templates = try templatesLocator.load()
            let lock = try OutputLock.acquire(for: configuration.outputPath)
            defer { lock.release() }

            let container = try AppDIContainer(configuration: configuration, logger: logger)
            // Nothing changed since the last build: keep the published site (BuildMemoizer).
            let memoizer = container.makeBuildMemoizer(
                queries: queries.queries, templatesDirectory: try templatesLocator.directory(), logger: logger
            )
            var pageDigests: PageDigests?
            switch memoizer?.plan() {
            case let .reuse(reuse)?:
                try writeReport(result: reuse.result, publish: reuse.publish, exitCode: .success)
                logger.info("Nothing changed since the last build; the published site is kept as it is.")
                logger.info("\(summaryLine(result: reuse.result, publish: reuse.publish, seconds: started.secondsElapsed))")
                return .success
            case let .build(previousPages)?:
                pageDigests = previousPages
                memoizer?.forget()
            case nil:
                break
            }
            let output = try DirectorySiteOutput(path: configuration.outputPath)
            interruption.staging(output)
            let progress: BuildProgress = configuration.verbosity == .normal && ConsoleOutput.standardError.isTerminal
                ? TerminalBuildProgress()
                : LoggingBuildProgress(logger: logger)
            defer { progress.buildFinished() }
            let posterDownloader = PosterDownloader.forConfiguration(configuration, logger: logger)
            var renderer = SiteRenderer(templates: templates, options: configuration.siteOptions(downloads: posterDownloader))
            renderer.pageMemo = pageDigests
            let coordinator = container.makeMoviesSceneDIContainer(batch: true).makeBuildCoordinator(
                renderer: renderer,
                output: output,
                progress: progress
            )
            coordinator.siteExtras.posterDownloader = posterDownloader
            let result: BuildResult
            do {
                result = try await coordinator.start(queries: queries.queries)
            } catch {
                output.discard()
                throw error
            }
            progress.buildFinished()
            if result.allFailed {
                output.discard()
                try writeReport(result: result, publish: nil, exitCode: .failed)
                logger.error("Every query failed, so nothing was published; the previous site was left untouched.")
                return .failed
            }
            let publish = try interruption.publish(output)
            let exitCode: MarqueeExitCode = result.isDegraded ? .degraded : .success
            // Remember the build only if its inputs still are what it was built from (a template
            // edited while it ran, as under `serve --watch`, makes a new fingerprint).
            if exitCode == .success, let memoizer,
               memoizer.fingerprint == container.makeBuildMemoizer(
                   queries: queries.queries, templatesDirectory: try templatesLocator.directory(), logger: logger
               )?.fingerprint {
                memoizer.remember(result, publish: publish, pages: pageDigests ?? PageDigests())
            }
            if let kept = pageDigests?.reusedCount, kept > 0 {
                logger.debug("Kept \(kept) pages whose values did not change since the last build, without rendering them.")
            }
            try writeReport(result: result, publish: publish, exitCode: exitCode)
            logger.info("\(summaryLine(result: result, publish: publish, seconds: started.secondsElapsed))")
            return exitCode
        } catch let error as MarqueeError {
            interruption.waitIfInterrupted()
            logger.error("\(error.message)")
            return error.exitCode
        } catch {
            interruption.waitIfInterrupted()
            logger.error("\(error) The previous site was left untouched.")
            return .failed
        }
    }

    private func summaryLine(result: BuildResult, publish: PublishSummary, seconds: Double) -> String {
        return "Built \(result.queries.count) \(result.queries.count == 1 ? "query" : "queries") "
            + "(\(result.count(of: .ok)) ok, \(result.count(of: .stale)) stale, \(result.count(of: .failed)) failed), \(result.movieCount) movies; "
            + "pages: \(publish.written.count) written, \(publish.unchanged.count) unchanged, \(publish.removed.count) removed; "
            + "\(String(format: "%.2f", seconds)) s. Open \(configuration.outputPath)/index.html"
    }

    private func writeReport(result: BuildResult, publish: PublishSummary?, exitCode: MarqueeExitCode) throws {
        guard let path = configuration.reportPath else { return }
        let report = BuildReport(
            source: configuration.source.rawValue,
            output: configuration.outputPath,
            published: publish != nil,
            exitCode: exitCode.rawValue,
            queries: result.queries,
            totals: BuildReport.Totals(
                queries: result.queries.count,
                ok: result.count(of: .ok),
                stale: result.count(of: .stale),
                failed: result.count(of: .failed),
                movies: result.movieCount,
                pagesWritten: publish?.written.count ?? 0,
                pagesUnchanged: publish?.unchanged.count ?? 0,
                pagesRemoved: publish?.removed.count ?? 0
            )
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(report) + Data("\n".utf8)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw MarqueeError(.failed, "Cannot write the report to \(path): \(error.localizedDescription). Check that its folder exists and is writable.")
        }
    }
}

extension ContinuousClock.Instant {
    var secondsElapsed: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
