import Dispatch

/// Where a build's files are written: threads apart from Swift's cooperative pool, which has one
/// thread a core. A write to a slow disk blocks its thread in the kernel; on the pool, that
/// core would stand idle until it returned.
enum FileWrites {
    private static let queue = DispatchQueue(label: "marquee.file-writes", attributes: .concurrent)

    /// Runs `work` on a writing thread; the calling task waits suspended, its thread free.
    static func perform(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
