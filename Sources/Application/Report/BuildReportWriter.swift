import Foundation

/// Writes `--report FILE` on every way a build can end. When a report cannot be written, the one
/// of an earlier run is removed, so that no report ever claims a success that did not happen.
struct BuildReportWriter: Sendable {
    /// The report's path; nil when no report was asked for.
    let path: String?
    let source: String
    let output: String
    /// When the build started, by the wall clock (for `started_at`) and the monotonic one (for
    /// `duration_seconds`).
    var startedAt = Date()
    var started = ContinuousClock.now

    /// Writes `report` with the version, start and duration stamped in, replacing the previous
    /// report at once.
    ///
    /// - Throws: `MarqueeError` (exit 1) when it cannot be written; the old report is gone then.
    func write(_ report: BuildReport) throws {
        guard let path else { return }
        var report = report
        report.marquee = MarqueeVersion.number
        report.startedAt = startedAt.formatted(.iso8601)
        report.durationSeconds = (started.secondsElapsed * 1000).rounded() / 1000
        do {
            let data = Data(report.jsonText)
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            removeStale()
            throw MarqueeError(.failed, "Cannot write the report to \(path): \(error.localizedDescription). Check that its folder can be created and written.")
        }
    }

    /// Records a build that stopped early: the exit code and why (`published` when a signal came
    /// just after the new site was swapped in). Never fails: when even this cannot be written, the
    /// old report is removed.
    func writeStopped(exitCode: MarqueeExitCode, error: String, published: Bool = false) {
        var report = BuildReport(
            source: source,
            output: output,
            published: published,
            exitCode: exitCode.rawValue,
            queries: [],
            totals: BuildReport.Totals(
                queries: 0, ok: 0, stale: 0, degraded: 0, failed: 0, movies: 0,
                pagesWritten: 0, pagesUnchanged: 0, pagesRemoved: 0
            )
        )
        report.error = error
        try? write(report)
    }

    /// Removes the report of an earlier run.
    func removeStale() {
        guard let path else { return }
        unlink(path)
    }
}
