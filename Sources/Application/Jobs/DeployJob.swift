import Domain
import Foundation
import Infrastructure
import Logging

/// `marquee deploy`: publishes the built output folder to its target, moving only what changed,
/// under the output's lock; writes the report on every exit and says how it went with an exit
/// code. The secret never reaches a message, a log line or the report.
public struct DeployJob {
    private let configuration: AppConfiguration
    private let request: DeployRequest
    private let settings: DeploySettings?
    private let logger: Logger

    /// Keys shown by a dry run's summary; the report lists them all.
    static let shownKeys = 10

    public init(configuration: AppConfiguration, request: DeployRequest, settings: DeploySettings?, logger: Logger) {
        self.configuration = configuration
        self.request = request
        self.settings = settings
        self.logger = logger
    }

    public func run() async -> MarqueeExitCode {
        let credentials = AWSCredentials(environment: configuration.environment)
        let redact: @Sendable (String) -> String = { credentials?.redact($0) ?? $0 }
        let reports = DeployReportWriter(path: configuration.reportPath, redact: redact)
        var report = DeployReport(output: configuration.outputPath, dryRun: request.dryRun)
        let interruption = await stopOnSignal(reports: reports, report: report)
        defer { interruption() }
        let code: MarqueeExitCode
        do {
            let target = try resolveTarget()
            report.target = target.canonical
            let lock = try OutputLock.acquire(for: configuration.outputPath)
            defer { lock.release() }
            let concurrency = request.concurrency ?? settings?.concurrency ?? DeployRequest.defaultConcurrency
            let storage = try DeployDIContainer.makeStorage(target: target, credentials: credentials, concurrency: concurrency, logger: logger)
            let state = try DeployDIContainer.openState(path: configuration.statePath)
            let options = options(concurrency: concurrency)
            let source = try DeployDIContainer.makeSource(output: configuration.outputPath, state: state, headerRules: options.headerRules)
            let records = DeployDIContainer.makeRecords(state: state, target: target)
            let progress = configuration.verbosity != .quiet && ConsoleOutput.standardError.isTerminal ? TerminalDeployProgress() : nil
            let outcome: DeployOutcome
            do {
                outcome = try await DeploySiteUseCase(source: source, storage: storage, records: records).execute(options: options, progress: progress)
            } catch let refusal as DeployRefusal {
                throw MarqueeError(.refused, "\(target.canonical): \(refusal)")
            } catch let error as MarqueeError {
                throw error
            } catch {
                throw MarqueeError.storage(error, statePath: configuration.statePath)
                    ?? MarqueeError(.failed, "Deploying to \(target.canonical) failed before changing anything: \(error)")
            }
            progress?.finish()
            report.record(outcome)
            code = finish(outcome, target: target, redact: redact)
        } catch {
            let stop = error as? MarqueeError ?? MarqueeError(.failed, "\(error)")
            report.error = stop.message
            logger.error("\(redact(stop.message))")
            code = stop.exitCode
        }
        report.exitCode = code.rawValue
        reports.write(report)
        return code
    }

    /// SIGINT or SIGTERM end the deploy with exit 1 and a report saying so; what arrived is
    /// recorded already, so the next deploy finishes the job. Returns what stops listening.
    private func stopOnSignal(reports: DeployReportWriter, report: DeployReport) async -> @Sendable () -> Void {
        let signals = await TerminationSignals.listen()
        let logger = self.logger
        let watcher = signals.forEach { name in
            var stopped = report
            stopped.exitCode = MarqueeExitCode.failed.rawValue
            stopped.error = "Interrupted by \(name); what arrived is recorded, and the next `marquee deploy` finishes the job without sending it again."
            reports.write(stopped)
            logger.error("\(stopped.error ?? "")")
            exit(MarqueeExitCode.failed.rawValue)
        }
        return {
            watcher.cancel()
            signals.cancel()
        }
    }

    private func resolveTarget() throws -> DeployTarget {
        guard let text = request.target ?? settings?.target else {
            throw MarqueeError(.usage, "No deploy target: give --target (\(DeployTarget.forms)), or set target in the [deploy] table of marquee.toml.")
        }
        do {
            return try DeployTarget.parse(text, environment: configuration.environment)
        } catch {
            throw MarqueeError(.usage, error.description)
        }
    }

    private func options(concurrency: Int) -> DeployOptions {
        let maxDeletes = request.maxDeletes ?? settings?.maxDeletes
        return DeployOptions(
            force: request.force,
            dryRun: request.dryRun,
            deleteLimit: DeleteLimit(maxDeletes: maxDeletes ?? DeleteLimit.defaultMaxDeletes, isExplicit: maxDeletes != nil),
            concurrency: concurrency,
            headerRules: DeployHeaderRules(rules: settings?.headerRules ?? [])
        )
    }

    /// Logs what `outcome` did and gives its exit code.
    private func finish(_ outcome: DeployOutcome, target: DeployTarget, redact: (String) -> String) -> MarqueeExitCode {
        let plan = outcome.plan
        let how = !plan.listed ? ""
            : plan.remoteCount == 0 ? " (a first deploy: the target held none of the site)"
            : " (the target was listed: its manifest and this machine's records disagreed)"
        if outcome.dryRun {
            var lines = ["Dry run for \(target.canonical)\(how): would upload \(plan.uploads.count) (\(ByteCountText.text(plan.uploadBytes))), delete \(plan.deletes.count), keep \(plan.unchanged) unchanged. Nothing was changed."]
            lines += plan.uploads.prefix(Self.shownKeys).map { "  upload \($0.key)" }
            if plan.uploads.count > Self.shownKeys { lines.append("  ... and \(plan.uploads.count - Self.shownKeys) more uploads (--report FILE lists them all)") }
            lines += plan.deletes.prefix(Self.shownKeys).map { "  delete \($0)" }
            if plan.deletes.count > Self.shownKeys { lines.append("  ... and \(plan.deletes.count - Self.shownKeys) more deletes (--report FILE lists them all)") }
            logger.info("\(lines.joined(separator: "\n"))")
            return .success
        }
        for failure in outcome.failures.prefix(Self.shownKeys) {
            logger.error("\(redact("\(failure.key): \(failure.reason)"))")
        }
        guard outcome.failures.isEmpty else {
            let more = outcome.failures.count > Self.shownKeys ? " (\(outcome.failures.count) in all)" : ""
            let deletes = outcome.deleted.isEmpty ? "nothing was deleted" : "\(outcome.deleted.count) were deleted"
            logger.error("Deploying to \(target.canonical) did not finish: \(outcome.failures.count) failed\(more); \(outcome.uploaded.count) objects were sent and \(deletes), in order (no later stage started after a failure). Run `marquee deploy` again to finish: what arrived is not sent again.")
            return .failed
        }
        logger.info("Deployed to \(target.canonical)\(how): \(outcome.uploaded.count) uploaded (\(ByteCountText.text(outcome.uploadedBytes))), \(outcome.deleted.count) deleted, \(plan.unchanged) unchanged.")
        return .success
    }
}
