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
        private var look = Look(digest: nil, stamps: nil)

        /// - Parameters:
        ///   - keepingStamps: whether ``stamps`` are wanted (``PublishedSite/look(output:keepingStamps:known:listed:)``).
        ///   - known: stamps taken as they are rather than read.
        ///   - listed: the files of the manifest, when the caller just wrote it.
        init(output: String, keepingStamps: Bool = false, listed: [String]? = nil, known: @escaping @Sendable () -> Stamps.Carried? = { nil }) {
            done.enter()
            DispatchQueue.global().async {
                self.look = PublishedSite.look(output: output, keepingStamps: keepingStamps, known: known(), listed: listed)
                self.done.leave()
            }
        }

        /// The digest, once worked out (nil as ``PublishedSite/digest(output:)`` gives it).
        var value: String? {
            done.wait()
            return look.digest
        }

        /// The stamps the digest was made of, when kept.
        var stamps: Stamps? {
            done.wait()
            return look.stamps
        }
    }
}
