import Dispatch

extension PublishedSite {
    /// ``PublishedSite/digest(output:)``, worked out on another thread from the moment it is
    /// made, so that the caller does other work meanwhile (reads the memo, or writes it);
    /// ``value`` waits for it.
    ///
    /// `@unchecked Sendable`: `digest` is written once, before `done` is signalled, and read
    /// only after waiting for it.
    final class PendingDigest: @unchecked Sendable {
        private let done = DispatchGroup()
        private var digest: String?

        init(output: String) {
            done.enter()
            DispatchQueue.global().async {
                self.digest = PublishedSite.digest(output: output)
                self.done.leave()
            }
        }

        /// The digest, once worked out (nil as ``PublishedSite/digest(output:)`` gives it).
        var value: String? {
            done.wait()
            return digest
        }
    }
}
