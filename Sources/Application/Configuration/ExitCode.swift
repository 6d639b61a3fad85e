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
    /// Another build holds the lock on the same output.
    case locked = 4

    /// One line each, for `--help` and README.
    public static let documentation = """
        Exit codes:
          0  success
          1  failed; the previous site was left untouched
          2  usage error or invalid input (flags, marquee.toml, query file, templates)
          3  site published but degraded: some queries or movie details failed or came from a stale cache
          4  another build holds the lock on the same output
        """
}
