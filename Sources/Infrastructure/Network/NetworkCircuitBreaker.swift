/// Stops sending requests for a while once several in a row found the server unreachable (no
/// connection, or no answer in time, retries included), so a build with the network gone falls
/// back to its cache at once instead of waiting out every timeout. Any HTTP answer, whatever its
/// status, shows the server is reachable and closes the circuit again.
public actor NetworkCircuitBreaker {
    public nonisolated let failureThreshold: Int
    public nonisolated let cooldown: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var consecutiveFailures = 0
    private var openUntil: ContinuousClock.Instant?

    /// - Parameters:
    ///   - failureThreshold: unreachable requests in a row that open the circuit; at least 1.
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
        return .notConnected(reason: "\(host) could not be reached by the last \(failureThreshold) requests, so no more are sent for now")
    }

    /// The server answered.
    public func recordReachable() {
        consecutiveFailures = 0
        openUntil = nil
    }

    /// A request ended without reaching the server.
    public func recordUnreachable() {
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
