import Infrastructure

extension PublishedSite {
    /// ``PublishedSite/digest(output:)``, worked out on another thread from the moment it is
    /// made, so that the caller does other work meanwhile (reads the memo, or writes it);
    /// ``value`` waits for it.
    final class PendingDigest: Sendable {
        private let look: WorkAside<Look>

        /// - Parameters:
        ///   - keepingStamps: whether ``stamps`` are wanted (``PublishedSite/look(output:keepingStamps:known:listed:)``).
        ///   - known: stamps taken as they are rather than read.
        ///   - listed: the files of the manifest, when the caller just wrote it.
        init(output: String, keepingStamps: Bool = false, listed: [String]? = nil, known: @escaping @Sendable () -> Stamps.Carried? = { nil }) {
            look = WorkAside { PublishedSite.look(output: output, keepingStamps: keepingStamps, known: known(), listed: listed) }
        }

        /// The digest, once worked out (nil as ``PublishedSite/digest(output:)`` gives it).
        var value: String? {
            look.value.digest
        }

        /// The stamps the digest was made of, when kept.
        var stamps: Stamps? {
            look.value.stamps
        }
    }
}
