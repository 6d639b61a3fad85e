#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress bar on a terminal: queries done of the total, pages loaded, the query being
/// searched. Failed and stale queries, and notices, are printed above the bar as they happen.
@MainActor
public final class TerminalBuildProgress: BuildProgress {
    private let console: ConsoleOutput
    private var queryCount = 0
    private var completed = 0
    private var pages = 0
    private var status = ""
    private var isDrawn = false

    public init(console: ConsoleOutput = .standardError) {
        self.console = console
    }

    public func buildStarted(queryCount: Int) {
        self.queryCount = queryCount
        draw()
    }

    public func queryStarted(query: String) {
        status = "“\(TerminalText.escaped(query))”"
        draw()
    }

    public func pageLoaded(query: String, page: Int) {
        pages += 1
        draw()
    }

    public func queryFinished(completed: Int, of count: Int, result: BuildReport.Query) {
        self.completed = completed
        switch result.status {
        case .ok, .degraded: break
        case .stale: printAbove("marquee: warning: “\(result.query)”: stale: \(result.error ?? "the source could not be reached")")
        case .failed: printAbove("marquee: error: “\(result.query)”: failed: \(result.error ?? "unknown error")")
        }
        draw()
    }

    public func renderingDetails(movieCount: Int) {
        status = "writing \(movieCount) movie \(movieCount == 1 ? "page" : "pages")"
        draw()
    }

    public func notice(_ message: String) {
        printAbove("marquee: warning: \(message)")
        draw()
    }

    /// Removes the bar, leaving the line free for the summary.
    public func buildFinished() {
        if isDrawn { console.write("\r\u{1B}[2K") }
        isDrawn = false
    }

    private func printAbove(_ line: String) {
        console.write("\r\u{1B}[2K" + TerminalText.escaped(line) + "\n")
        isDrawn = false
    }

    private func draw() {
        let barWidth = 20
        let filled = queryCount == 0 ? 0 : completed * barWidth / queryCount
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        var line = "[\(bar)] \(completed)/\(queryCount) queries · \(pages) \(pages == 1 ? "page" : "pages")"
        if !status.isEmpty { line += " · " + status }
        let columns = Self.terminalColumns(of: console) - 1
        if line.count > columns { line = String(line.prefix(max(0, columns - 1))) + "…" }
        console.write("\r\u{1B}[2K" + line)
        isDrawn = true
    }

    private static func terminalColumns(of console: ConsoleOutput) -> Int {
        var size = winsize()
        guard ioctl(console.descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
