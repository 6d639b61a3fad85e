import Dispatch

extension Array where Element: Sendable {
    /// `count` elements, each made by `make` from its index on one of the cores
    /// (`concurrentPerform`), in index order: work on the build's critical path that splits into
    /// parts, while the other cores would wait.
    public init(madeConcurrently count: Int, _ make: @Sendable (Int) -> Element) {
        guard count > 0 else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index initializes its own slot and no other.
            let slots = UncheckedSendable(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.value + index).initialize(to: make(index))
            }
            initialized = count
        }
    }
}

/// A value handed to the threads of `concurrentPerform` whose use the caller keeps safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
