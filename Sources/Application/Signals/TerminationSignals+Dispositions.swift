import Foundation
import Synchronization

/// The first SIGINT or SIGTERM noted by the hold's handler; 0 for none. A global, so that the handler
/// (a C function pointer, which captures nothing) can reach it.
private let heldSignal = Atomic<Int32>(0)

extension TerminationSignals {
    /// The process-wide count of listeners, the dispositions found before the first of them, and the
    /// hold that notes a signal until the first of them listens.
    ///
    /// `@unchecked Sendable`: every property is only touched with `lock` held.
    final class Dispositions: @unchecked Sendable {
        private let lock = NSLock()
        private var listeners = 0
        private var found: [(Int32, sighandler_t?)] = []
        private var isHolding = false

        /// Sets the hold's handler, unless someone listens or the hold is on already.
        func hold(_ signals: [Int32]) {
            lock.withLock {
                guard listeners == 0, !isHolding else { return }
                // Made here, so that the handler never runs the global's one-time initialisation.
                _ = heldSignal.load(ordering: .relaxed)
                isHolding = true
                for number in signals {
                    signal(number) { received in
                        _ = heldSignal.compareExchange(expected: 0, desired: received, ordering: .relaxed)
                    }
                }
            }
        }

        /// Ends the hold with the default actions back; returns the signal it noted, if any.
        func releaseHold(_ signals: [Int32]) -> Int32? {
            lock.withLock {
                guard isHolding else { return nil }
                isHolding = false
                for number in signals { signal(number, SIG_DFL) }
                return takeHeldSignal()
            }
        }

        /// The signal the hold noted, once; nil for none.
        func takeHeldSignal() -> Int32? {
            let number = heldSignal.exchange(0, ordering: .relaxed)
            return number == 0 ? nil : number
        }

        /// Called by each listener before its sources are registered. The first one sets the
        /// default action aside (SIG_IGN) until the sources' own handler replaces it; over the hold,
        /// the hold's handler stays until then, so that no signal goes unnoticed, and the default
        /// action is what the last listener puts back.
        func setAside(_ signals: [Int32]) {
            lock.withLock {
                if listeners == 0 {
                    if isHolding {
                        isHolding = false
                        found = signals.map { ($0, SIG_DFL) }
                    } else {
                        found = signals.map { ($0, signal($0, SIG_IGN)) }
                    }
                }
                listeners += 1
            }
        }

        func putBack() {
            lock.withLock {
                listeners -= 1
                guard listeners == 0 else { return }
                for (number, handler) in found.reversed() { signal(number, handler) }
                found = []
            }
        }
    }
}
