/// Stops sending requests for a while once several in a row failed for the server's sake (no
/// connection, no answer in time, or a 5xx answer, retries included), so a build with the network
/// gone or the server down falls back to its cache at once instead of waiting out every timeout
/// and backoff. Any other HTTP answer (2xx, 4xx) shows the server works and closes the circuit.
public actor NetworkCircuitBreaker {
    public nonisolated let failureThreshold: Int
    public nonisolated let cooldown: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var consecutiveFailures = 0
    private var openUntil: ContinuousClock.Instant?
    /// How the requests that opened the circuit failed, for the rejection's message.
    private var lastFailure = "could not be reached by"

    /// - Parameters:
    ///   - failureThreshold: failed requests in a row that open the circuit; at least 1.
    ///   - cooldown: how long requests fail at once before one is let through again.
    public init(
        failureThreshold: Int = 3,
        cooldown: Duration = .seconds(30),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.failureThreshold = max(1, failureThreshold)
        self.cooldown = cooldown
        self.now = now
    }

    /// The error a request fails with at once while the circuit is open, or nil when it may go.
    public func rejection(host: String) -> NetworkError? {
        guard let openUntil else { return nil }
        guard now() < openUntil else {
            self.openUntil = nil
            consecutiveFailures = failureThreshold - 1
            return nil
        }
        return .notConnected(reason: "\(host) \(lastFailure) the last \(failureThreshold) requests, so no more are sent for now")
    }

    /// The server answered, and not with a 5xx error.
    public func recordReachable() {
        consecutiveFailures = 0
        openUntil = nil
    }

    /// A request ended without reaching the server.
    public func recordUnreachable() {
        recordFailure(description: "could not be reached by")
    }

    /// A request ended with a 5xx answer, its retries included.
    public func recordServerError(statusCode: Int) {
        recordFailure(description: "answered HTTP \(statusCode) to")
    }

    private func recordFailure(description: String) {
        lastFailure = description
        consecutiveFailures += 1
        if consecutiveFailures >= failureThreshold, openUntil == nil {
            openUntil = now() + cooldown
        }
    }

    /// Whether requests are failing at once now.
    public var isOpen: Bool {
        openUntil.map { now() < $0 } ?? false
    }
}
