extension MarqueeExitCode {
    /// What a build that ended with this code did, in a few words for a log line.
    var outcome: String {
        switch self {
        case .success: return "published"
        case .failed: return "failed"
        case .usage: return "failed on invalid input"
        case .degraded: return "published, degraded (some queries failed or came from a stale cache)"
        case .locked: return "skipped: another build or deploy holds the lock on the output"
        case .refused: return "refused"
        }
    }

    /// True when the build published a new site.
    var published: Bool { self == .success || self == .degraded }
}
