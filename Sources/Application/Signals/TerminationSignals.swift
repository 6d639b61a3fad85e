import Foundation
import UnixSignals

/// SIGINT and SIGTERM, the one way `build` and `serve` learn that they must stop: swift-service-
/// lifecycle's `UnixSignalsSequence` (a dispatch signal source for each), with the default action
/// (ending the process at once) set aside while listening.
///
/// Instances nest: a build run inside `serve` listens too, and `cancel()` puts back the
/// dispositions its `listen()` found. Every listener is told of a signal.
///
/// `@unchecked Sendable`: `previous` is only touched with `lock` held; the rest is immutable.
final class TerminationSignals: @unchecked Sendable {
    private static let trapped: [UnixSignal] = [.sigint, .sigterm]
    /// The names of the signals received, relayed from the one iterator `UnixSignalsSequence` allows.
    private let names: AsyncStream<String>
    private let relay: Task<Void, Never>
    private let lock = NSLock()
    private var previous: [(Int32, sighandler_t?)]

    private init(names: AsyncStream<String>, relay: Task<Void, Never>, previous: [(Int32, sighandler_t?)]) {
        self.names = names
        self.relay = relay
        self.previous = previous
    }

    /// Starts listening; returns once the signals are trapped, so none is missed after it.
    static func listen() async -> TerminationSignals {
        let previous = trapped.map { ($0.rawValue, signal($0.rawValue, SIG_IGN)) }
        let signals = await UnixSignalsSequence(trapping: trapped)
        let (names, continuation) = AsyncStream.makeStream(of: String.self)
        let relay = Task {
            for await signal in signals { continuation.yield(signal.description) }
            continuation.finish()
        }
        return TerminationSignals(names: names, relay: relay, previous: previous)
    }

    /// The name of the next signal (`SIGINT`, `SIGTERM`); nil once `cancel()` was called.
    func next() async -> String? {
        var iterator = names.makeAsyncIterator()
        return await iterator.next()
    }

    /// Calls `handler` with the name of each signal, on a task of its own, until `cancel()`.
    func forEach(_ handler: @escaping @Sendable (String) -> Void) -> Task<Void, Never> {
        let names = self.names
        return Task.detached {
            for await name in names { handler(name) }
        }
    }

    /// Stops listening and puts back the signal dispositions found by `listen()`.
    func cancel() {
        relay.cancel()
        let found = lock.withLock { () -> [(Int32, sighandler_t?)] in
            defer { previous = [] }
            return previous
        }
        for (number, handler) in found.reversed() { signal(number, handler) }
    }
}
