import Foundation

/// Writes `marquee deploy --report FILE`, with the secret taken out of every text. When the
/// report cannot be written, the one of an earlier run is removed, so no report ever claims what
/// did not happen.
struct DeployReportWriter: Sendable {
    let path: String?
    let redact: @Sendable (String) -> String
    var startedAt = Date()
    var started = ContinuousClock.now

    func write(_ report: DeployReport) {
        guard let path else { return }
        var report = report
        report.marquee = MarqueeVersion.number
        report.startedAt = startedAt.formatted(.iso8601)
        report.durationSeconds = (started.secondsElapsed * 1000).rounded() / 1000
        report.error = report.error.map(redact)
        report.errors = report.errors.map { DeployReport.Failure(key: $0.key, message: redact($0.message)) }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(redact(MachineReadableJSON.text(of: report)).utf8).write(to: url, options: .atomic)
        } catch {
            unlink(path)
        }
    }
}
