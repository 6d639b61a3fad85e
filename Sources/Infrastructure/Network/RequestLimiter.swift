/// Lets at most `maxConcurrent` requests be in flight at once; the others wait their turn, first
/// come first served.
public actor RequestLimiter {
    public nonisolated let maxConcurrent: Int
    /// The most requests that were ever in flight at the same time (for tests and diagnostics).
    public private(set) var peakInFlight = 0
    private var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// How many requests are waiting for a slot now.
    public var waitingCount: Int { waiting.count }

    /// - Parameter maxConcurrent: at least 1.
    public init(maxConcurrent: Int) {
        self.maxConcurrent = max(1, maxConcurrent)
    }

    /// Waits for a free slot and takes it; give it back with ``release()``.
    public func acquire() async {
        if inFlight < maxConcurrent {
            inFlight += 1
            peakInFlight = max(peakInFlight, inFlight)
            return
        }
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
        }
    }

    /// Gives a slot back, handing it straight to the longest waiter if there is one.
    public func release() {
        if waiting.isEmpty {
            inFlight = max(0, inFlight - 1)
        } else {
            waiting.removeFirst().resume()
        }
    }
}
