import Foundation
import Rendering

/// The digests of the pages of the previous build and of this one (``PageDigest``), so that the
/// renderer keeps a page whose values did not change instead of rendering it again.
///
/// `@unchecked Sendable`: `current` and `reused` are only touched under `lock`; `previous` is
/// never changed after `init`.
final class PageDigests: PageRenderMemo, @unchecked Sendable {
    private let previous: [String: PageDigest]
    private let lock = NSLock()
    private var current: [String: PageDigest] = [:]
    private var reused = 0

    /// - Parameter previous: by site path, the digests of the pages as published now; empty when
    ///   nothing may be kept.
    init(previous: [String: PageDigest] = [:]) {
        self.previous = previous
    }

    func canReuse(path: String, digest: PageDigest) -> Bool {
        guard previous[path] == digest else { return false }
        lock.withLock { reused += 1 }
        return true
    }

    func record(path: String, digest: PageDigest) {
        lock.withLock { current[path] = digest }
    }

    /// This build's digests, as text by site path, for the build memo.
    var recorded: [String: String] {
        lock.withLock { current.mapValues(\.description) }
    }

    /// How many pages were kept rather than rendered.
    var reusedCount: Int {
        lock.withLock { reused }
    }
}
