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

extension RandomAccessCollection where Self: Sendable, SubSequence: Sendable, Index: Sendable {
    /// `part` of the first half and of the second half, each on its own core, joined in order:
    /// a pass over every file or film of a site that the main actor would otherwise wait for.
    public func joinedFromHalves<Result: Sendable>(_ part: @Sendable (SubSequence) -> [Result]) -> [Result] {
        let half = index(startIndex, offsetBy: (count + 1) / 2)
        return [[Result]](madeConcurrently: 2) { which in
            part(which == 0 ? self[..<half] : self[half...])
        }.flatMap { $0 }
    }
}

/// A value handed to the threads of `concurrentPerform` whose use the caller keeps safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
