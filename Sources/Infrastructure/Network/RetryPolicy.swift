/// When a failed request is tried again, and after how long.
///
/// Retried: `429 Too Many Requests` (after the `Retry-After` it names, or the backoff when it names
/// none), 5xx answers and timeouts, with exponential backoff up to a cap. Never retried: other 4xx
/// answers, a refused or missing connection, cancellation, a bad URL.
///
/// Waits carry jitter, so that requests that failed together do not retry in lockstep: a backoff
/// is shortened by up to `jitter` of itself, and a `Retry-After` is lengthened by up to `jitter`
/// of the initial backoff (never shortened: the server's wait is honoured).
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first one included; at least 1.
    public let maxAttempts: Int
    /// The wait before the second attempt; each later wait is `backoffMultiplier` times longer.
    public let initialBackoff: Duration
    public let backoffMultiplier: Double
    /// No backoff wait is longer than this.
    public let maxBackoff: Duration
    /// A `Retry-After` asking for a longer wait is not honoured: the request fails at once.
    public let maxRetryAfter: Duration
    /// The share of a backoff taken off at random, in `0...1`.
    public let jitter: Double

    public init(
        maxAttempts: Int = 4,
        initialBackoff: Duration = .milliseconds(500),
        backoffMultiplier: Double = 2,
        maxBackoff: Duration = .seconds(8),
        maxRetryAfter: Duration = .seconds(60),
        jitter: Double = 0.5
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = max(.zero, initialBackoff)
        self.backoffMultiplier = max(1, backoffMultiplier)
        self.maxBackoff = max(self.initialBackoff, maxBackoff)
        self.maxRetryAfter = max(.zero, maxRetryAfter)
        self.jitter = min(1, max(0, jitter))
    }

    /// Four attempts, waits of 0.25–0.5, 0.5–1 and 1–2 s, `Retry-After` honoured up to a minute.
    public static let standard = RetryPolicy()

    /// One attempt, no retry.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The wait before trying again after `error` ended attempt number `attempt` (1-based), or
    /// nil when the request must not be tried again; `random` (in `0..<1`) sets the jitter, and 0
    /// gives the wait without it.
    public func delay(after error: NetworkError, attempt: Int, random: Double) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        let random = min(max(random, 0), 1)
        switch error {
        case let .httpStatus(response) where response.statusCode == 429 || response.isServerError:
            guard let retryAfter = response.retryAfter else { return backoff(afterAttempt: attempt) * (1 - jitter * random) }
            return retryAfter <= maxRetryAfter ? retryAfter + initialBackoff * (jitter * random) : nil
        case .timedOut:
            return backoff(afterAttempt: attempt) * (1 - jitter * random)
        case .httpStatus, .notConnected, .cancelled, .invalidURL, .transport:
            return nil
        }
    }

    /// `initialBackoff × backoffMultiplier^(attempt − 1)`, at most `maxBackoff`.
    public func backoff(afterAttempt attempt: Int) -> Duration {
        var wait = initialBackoff
        for _ in 1..<max(1, attempt) {
            wait = wait * backoffMultiplier
            if wait >= maxBackoff { return maxBackoff }
        }
        return min(wait, maxBackoff)
    }
}
