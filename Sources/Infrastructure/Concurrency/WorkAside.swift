import Dispatch

/// A value worked out on another thread from the moment this is made, so that the caller does
/// other work meanwhile (reads the memo, decodes another part of it); ``value`` waits for it.
///
/// `@unchecked Sendable`: `result` is written once, before `done` is signalled, and read only
/// after waiting for it.
public final class WorkAside<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once worked out.
    public var value: Value {
        done.wait()
        // Set before `done` was left.
        return result!
    }
}
