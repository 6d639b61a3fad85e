import Dispatch

/// Where a build's files are written: a queue of their own, so that a batch is rendered whole
/// and then written while its task waits suspended. On Linux the queue's blocks run on
/// libdispatch's threads for their priority, the ones Swift's tasks run on too; threads of the
/// writes' own (serial queues) took the disk's waits off them but made full builds no faster on
/// ext4 here, where the disk is the limit (docs/performance.md, forty-sixth session).
enum FileWrites {
    private static let queue = DispatchQueue(label: "marquee.file-writes", attributes: .concurrent)

    /// Runs `work` on the writes' queue; the calling task waits suspended.
    static func perform(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
