import Foundation
import UnixSignals

/// SIGINT and SIGTERM, the one way `build` and `serve` learn that they must stop: swift-service-
/// lifecycle's `UnixSignalsSequence` (a dispatch signal source for each), with the default action
/// (ending the process at once) set aside while anyone listens.
///
/// Instances nest: a build run inside `serve` listens too, and every listener is told of a signal.
/// Only the outermost listener sets the dispositions aside and puts them back: on Linux the
/// dispatch source catches the signal with a handler of its own, and setting SIG_IGN over it
/// while a nested listener ran made the kernel drop a signal sent during a rebuild.
///
/// `@unchecked Sendable`: `isListening` is only touched with `lock` held; the rest is immutable.
final class TerminationSignals: @unchecked Sendable {
    private static let trapped: [UnixSignal] = [.sigint, .sigterm]
    private static let dispositions = Dispositions()
    /// The names of the signals received, relayed from the one iterator `UnixSignalsSequence` allows.
    private let names: AsyncStream<String>
    private let relay: Task<Void, Never>
    private let lock = NSLock()
    private var isListening = true

    private init(names: AsyncStream<String>, relay: Task<Void, Never>) {
        self.names = names
        self.relay = relay
    }

    /// Starts listening; returns once the signals are trapped, so none is missed after it. A signal
    /// held since ``hold()`` is sent again once the sources are registered, and so reaches them.
    static func listen() async -> TerminationSignals {
        dispositions.setAside(trapped.map(\.rawValue))
        let signals = await UnixSignalsSequence(trapping: trapped)
        if let held = dispositions.takeHeldSignal() { kill(getpid(), held) }
        let (names, continuation) = AsyncStream.makeStream(of: String.self)
        let relay = Task {
            for await signal in signals { continuation.yield(signal.description) }
            continuation.finish()
        }
        return TerminationSignals(names: names, relay: relay)
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

    /// From the first line of `main` until a command listens, notes the first SIGINT or SIGTERM
    /// instead of ending the process at once, so that a build signalled while it starts up still
    /// stops the documented way (exit 1, the previous site untouched) rather than by the signal.
    static func hold() {
        dispositions.hold(trapped.map(\.rawValue))
    }

    /// Gives SIGINT and SIGTERM their default action back, for a command that does not listen; a
    /// signal held meanwhile takes effect now. Does nothing once a command has listened.
    static func releaseHold() {
        if let held = dispositions.releaseHold(trapped.map(\.rawValue)) { kill(getpid(), held) }
    }

    /// Stops listening; the last listener to stop puts back the dispositions the first one found.
    func cancel() {
        relay.cancel()
        let wasListening = lock.withLock { () -> Bool in
            defer { isListening = false }
            return isListening
        }
        if wasListening { Self.dispositions.putBack() }
    }
}
