#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A named moment of a build at which the crash matrix (`make crash-matrix`) stops Marquee to
/// kill it exactly there. When the environment variable `MARQUEE_PAUSE_AT` names the moment, the
/// process stops itself with `SIGSTOP` on reaching it (the matrix then sends `SIGKILL`, or
/// `SIGCONT` to let it go on); otherwise reaching it does nothing.
public enum PausePoint: String, Sendable, CaseIterable {
    /// The process has just started and holds SIGINT and SIGTERM; no command has run yet.
    case starting
    /// The staging folder beside the output was just made; nothing is staged yet.
    case stagingStarted = "staging-started"
    /// Inside the transaction that writes the recent searches, before it commits.
    case stateWrite = "state-write"
    /// Every page is staged and the old site's other files are carried over; the swap is next.
    case beforeSwap = "before-swap"
    /// The new site was just swapped in; the old one is not set aside as the previous tree yet.
    case swap
    /// The replaced tree holds its list of files; it is about to become the previous tree.
    case previousTreeListed = "previous-tree-listed"
    /// The site is published; the build memo is about to be written to the state file.
    case memoWrite = "memo-write"

    /// The environment variable that names the moment to stop at.
    public static let environmentVariable = "MARQUEE_PAUSE_AT"

    private static let requested: String? = getenv(environmentVariable).map { String(cString: $0) }

    /// Stops the process here when `MARQUEE_PAUSE_AT` names this moment.
    public func reach() {
        guard Self.requested == rawValue else { return }
        raise(SIGSTOP)
    }
}
