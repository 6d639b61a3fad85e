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

    /// Reads the digests ``appendDigestLines(alignedWith:to:)`` wrote for `paths` (one path a
    /// line); a damaged line is skipped (its page is rendered).
    convenience init(digestLines text: Substring, paths: Substring) {
        var previous: [String: PageDigest] = [:]
        let digests = MemoLines.split(text, omittingEmpty: false)
        for (path, digest) in zip(MemoLines.split(paths, omittingEmpty: false), digests) where !digest.isEmpty {
            guard let digest = PageDigest(String(digest)) else { continue }
            previous[String(path)] = digest
        }
        self.init(previous: previous)
    }

    /// Appends this build's digests for the build memo: one line for each of `paths`, its
    /// page's digest, or empty for a file that is no page (an asset, a poster).
    func appendDigestLines(alignedWith paths: [String], to text: inout String) {
        let entries = lock.withLock { current }
        for (index, path) in paths.enumerated() {
            if index > 0 { text += "\n" }
            if let digest = entries[path] { text += digest.description }
        }
    }

    /// How many pages were kept rather than rendered.
    var reusedCount: Int {
        lock.withLock { reused }
    }
}
