import Foundation
import Infrastructure
import Logging
import Rendering

/// `marquee build`: reads the query list, builds every page, publishes the site at once, writes
/// the report, and says how it went with an exit code.
public struct BuildJob {
    private let configuration: AppConfiguration
    private let logger: Logger
    private let signalsEndProcess: Bool

    /// - Parameter signalsEndProcess: whether SIGINT and SIGTERM end the process (exit 1) once the
    ///   staged site is thrown away, and the process ends with the build (``MemoryFreedAtExit``);
    ///   false under `marquee serve`, which stops on them itself and builds again.
    public init(configuration: AppConfiguration, logger: Logger, signalsEndProcess: Bool = true) {
        self.configuration = configuration
        self.logger = logger
        self.signalsEndProcess = signalsEndProcess
    }

    /// Runs the build; every failure is logged and turned into its exit code.
    @MainActor
    public func run() async -> MarqueeExitCode {
        let started = ContinuousClock.now
        var phases = BuildPhases()
        let logger = self.logger
        let reports = BuildReportWriter(path: configuration.reportPath, source: configuration.source.rawValue, output: configuration.outputPath)
        let interruption = BuildInterruption(endsProcess: signalsEndProcess) { signal, published in
            let message = published
                ? "Interrupted by \(signal) just after the new site was published."
                : "Interrupted by \(signal); the previous site was left untouched."
            reports.writeStopped(exitCode: .failed, error: message, published: published)
            logger.error("\(message)")
        }
        await interruption.install()
        defer { interruption.uninstall() }
        do {
            let queries = try QueryListReader().read(path: configuration.queriesPath, isDefault: configuration.queriesPathIsDefault)
            for warning in queries.warnings { logger.warning("\(warning)") }
            let templatesLocator = TemplatesLocator(configuration: configuration)
            let templateOverrides = try templatesLocator.loadOverrides()
            if let templateOverrides { try templatesLocator.checkNames(of: templateOverrides, logger: logger) }
            let buildTime = try BuildTime.resolve(environment: configuration.environment)
            if !configuration.siteOptions(downloads: nil).writesFeeds {
                logger.debug("No feeds of new films: they need --base-url (their links must be absolute) and HTML pages.")
            }
            let lock = try OutputLock.acquire(for: configuration.outputPath)
            defer { lock.release() }
            // The published files' `lstat`s for the memo check, on the other cores while this sets up.
            let publishedSite = configuration.memoizesBuilds
                ? PublishedSite.PendingDigest(output: configuration.absoluteOutputPath, keepingStamps: true) : nil
            let container = try AppDIContainer(configuration: configuration, logger: logger)
            // Nothing changed since the last build: keep the published site (BuildMemoizer).
            let memoizer = container.makeBuildMemoizer(
                queries: queries.queries, templatesDirectory: try templatesLocator.directory(), logger: logger
            )
            phases.end("setup")
            var pageDigests: PageDigests?
            var personPageSources: PersonPageSources?
            var knownSearches: [String: KnownSearch] = [:]
            var lastBuildFilms: LastBuildFilms?
            var publishedStamps: PublishedSite.Stamps?
            var knownPublication: StagedDirectory.KnownPublication?
            let plan = memoizer?.plan(publishedSite: publishedSite, reportingQueriesInFull: configuration.reportPath != nil)
            phases.end("memo_check")
            switch plan {
            case let .reuse(reuse)?:
                try writeReport(to: reports, result: reuse.result, pages: reuse.pages, phases: phases, exitCode: .success)
                logger.info("Nothing changed since the last build; the published site is kept as it is.")
                logger.info("\(summaryLine(result: reuse.result, pages: reuse.pages, seconds: started.secondsElapsed))")
                if signalsEndProcess {
                    MemoryFreedAtExit.keep(reuse, publishedSite as Any)
                }
                return .success
            case let .build(previousPages, people, searches, films, stamps, publication)?:
                pageDigests = previousPages
                personPageSources = people
                knownSearches = searches
                lastBuildFilms = films
                publishedStamps = stamps
                knownPublication = publication
                memoizer?.forget()
            case nil:
                break
            }
            let output = try container.makeSiteOutput(knownPublication: knownPublication)
            interruption.staging(output)
            let progress = container.makeBuildProgress()
            defer { progress.buildFinished() }
            let coordinator = try container.makeBuildPipeline(
                templates: templateOverrides ?? .builtIn, output: output, pageMemo: pageDigests, personPageSources: personPageSources,
                knownSearches: knownSearches, lastBuildFilms: lastBuildFilms, progress: progress, buildTime: buildTime
            )
            phases.end("staging")
            let result: BuildResult
            do {
                result = try await coordinator.start(queries: queries.queries)
            } catch {
                output.discard()
                throw error
            }
            progress.buildFinished()
            phases.append(result.phases)
            if result.allFailed {
                output.discard()
                try writeReport(to: reports, result: result, pages: nil, phases: phases, exitCode: .failed)
                logger.error("Every query failed, so nothing was published; the previous site was left untouched.")
                return .failed
            }
            let exitCode: MarqueeExitCode = result.isDegraded ? .degraded : .success
            let memoPages = pageDigests ?? PageDigests()
            // The memo's page digests are stored while the site is published, on a core that
            // publishing leaves idle much of the time.
            let storingDigests = exitCode == .success ? memoizer.map { memoizer in
                Task.detached { memoizer.rememberPageDigests(of: memoPages, paths: result.paths) }
            } : nil
            let publish: PublishSummary
            do {
                publish = try interruption.publish(output)
            } catch {
                _ = await storingDigests?.value
                throw error
            }
            phases.endFreeingMemory("publish")
            let storedDigests = await storingDigests?.value ?? false
            // The first-found dates and the memo are saved together or not at all: a build killed
            // in between would otherwise leave dates that the next build, unable to keep the
            // site, reads as "nothing new" on a home page the published one says is new.
            container.inStateTransaction {
                recordFirstFound(result, at: buildTime, in: container)
                // Remember the build only if its inputs still are what it was built from (a
                // template edited while it ran, as under `serve --watch`, makes a new fingerprint).
                if exitCode == .success, let memoizer, memoizer.inputsUnchanged() {
                    memoizer.remember(
                        result, publish: publish, pages: memoPages, people: personPageSources ?? PersonPageSources(),
                        stamps: publishedStamps, digestsStored: storedDigests
                    )
                } else if storedDigests {
                    memoizer?.forget()
                }
            }
            phases.end("memo_save")
            if result.replayedSearches > 0 {
                logger.debug(
                    "Replayed \(result.replayedSearches) of \(result.queries.count) searches that the last build ran with the same catalog and settings: their films read again by id, their result pages kept."
                )
            }
            if let pageDigests, pageDigests.reusedCount > 0 {
                logger.debug(
                    "Kept \(pageDigests.reusedCount) files whose values did not change since the last build, without rendering them; \(pageDigests.keptUnreadCount) of them without reading what they show: the pages of \(result.filmsKeptUnread) films found by the same searches as in the last build, among the same genres and years, and of people none of whose films changed."
                )
            }
            if publish.foldersTakenAsKnown > 0 {
                logger.debug("Publishing took \(publish.foldersTakenAsKnown) page folders as the last publication left them, unchanged since, without listing them.")
            }
            logger.debug("Steps: \(phases.summary).")
            try writeReport(to: reports, result: result, pages: publish.counts, phases: phases, exitCode: exitCode)
            logger.info("\(summaryLine(result: result, pages: publish.counts, seconds: started.secondsElapsed))")
            if signalsEndProcess {
                MemoryFreedAtExit.keep(result, publish, output, pageDigests as Any, personPageSources as Any, publishedStamps as Any)
            }
            return exitCode
        } catch {
            interruption.waitIfInterrupted()
            let stop = error as? MarqueeError
                ?? MarqueeError.storage(error, statePath: configuration.statePath)
                ?? MarqueeError(.failed, "\(error) The previous site was left untouched.")
            reports.writeStopped(exitCode: stop.exitCode, error: stop.message)
            logger.error("\(stop.message)")
            return stop.exitCode
        }
    }

    /// Remembers which films each search found first in the build just published. A failure
    /// loses no page, only those dates: the next build finds the films new again.
    private func recordFirstFound(_ result: BuildResult, at time: Int64, in container: AppDIContainer) {
        do {
            try container.makeFirstFoundRepository().record(builtAt: time, searches: result.queries.map { ($0.query, $0.newMovieIDs) })
        } catch {
            logger.warning("The site was published, but when its films were first found could not be saved (\(error)); the next build will list them as new again.")
        }
    }

    private func summaryLine(result: BuildResult, pages: PublishSummary.Counts, seconds: Double) -> String {
        return "Built \(result.queries.count) \(result.queries.count == 1 ? "query" : "queries") "
            + "(\(result.count(of: .ok)) ok, \(result.count(of: .degraded)) degraded, \(result.count(of: .stale)) stale, \(result.count(of: .failed)) failed), \(result.movieCount) movies; "
            + "pages: \(pages.written) written, \(pages.unchanged) unchanged, \(pages.removed) removed; "
            + "\(String(format: "%.2f", seconds)) s. Open \(configuration.outputPath)/\(configuration.format.entryPage)"
    }

    private func writeReport(
        to reports: BuildReportWriter, result: BuildResult, pages: PublishSummary.Counts?, phases: BuildPhases, exitCode: MarqueeExitCode
    ) throws {
        try reports.write(BuildReport(
            source: configuration.source.rawValue,
            output: configuration.outputPath,
            published: pages != nil,
            exitCode: exitCode.rawValue,
            queries: result.queries,
            totals: BuildReport.Totals(
                queries: result.queries.count,
                ok: result.count(of: .ok),
                stale: result.count(of: .stale),
                degraded: result.count(of: .degraded),
                failed: result.count(of: .failed),
                movies: result.movieCount,
                pagesWritten: pages?.written ?? 0,
                pagesUnchanged: pages?.unchanged ?? 0,
                pagesRemoved: pages?.removed ?? 0
            ),
            feeds: result.feeds,
            phases: phases.steps
        ))
    }
}
