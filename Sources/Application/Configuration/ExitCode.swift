/// The documented exit codes; scheduled jobs depend on them.
public enum MarqueeExitCode: Int32, Sendable, CaseIterable {
    /// Everything built and published.
    case success = 0
    /// The build failed; the previous site was left untouched.
    case failed = 1
    /// Usage error or invalid input (bad flags, a bad query file, broken templates).
    case usage = 2
    /// The site was published, but some queries failed or came from a stale cache, or some
    /// films' details failed or came from the cache.
    case degraded = 3
    /// Another build or deploy holds the lock on the same output.
    case locked = 4
    /// A deploy was refused before changing anything: it would delete more than allowed.
    case refused = 5

    /// What the code means, for `--help` and README.
    public var meaning: String {
        switch self {
        case .success: "success"
        case .failed: "failed (a build leaves the previous site untouched)"
        case .usage: "usage error or invalid input (flags, marquee.toml, query file, templates)"
        case .degraded: "site published but degraded: some queries or movie details failed or came from a stale cache"
        case .locked: "another build or deploy holds the lock on the same output"
        case .refused: "deploy refused before changing anything: it would delete more objects than allowed (--max-deletes)"
        }
    }

    /// The codes a command can end with, one a line, for its `--help`: each line fits 80
    /// columns, a longer meaning going on under itself (help text is not rewrapped then).
    public static func documentation(of codes: [MarqueeExitCode] = allCases) -> String {
        // Made of UTF-8 bytes, the meanings being ASCII: every command's configuration holds this
        // text, and ArgumentParser makes them all at every start of the program.
        let width = 80
        let indent = Array("     ".utf8)
        var text = Array("Exit codes:".utf8)
        for code in codes {
            var line = Array("  \(code.rawValue)  ".utf8)
            for word in code.meaning.utf8.split(separator: UInt8(ascii: " ")) {
                if line.count + 1 + word.count > width && line.count > indent.count {
                    text += [UInt8(ascii: "\n")] + line
                    line = indent
                }
                if line.last != UInt8(ascii: " ") { line.append(UInt8(ascii: " ")) }
                line += word
            }
            text += [UInt8(ascii: "\n")] + line
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Every code, for the top-level `--help`.
    public static var documentation: String { documentation() }
}
