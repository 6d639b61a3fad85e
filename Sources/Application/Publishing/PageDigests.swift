import Foundation
import Infrastructure
import Rendering

/// The digests of the pages of the previous build and of this one (``PageDigest``), so that the
/// renderer keeps a page whose values did not change instead of rendering it again.
///
/// This build's digests are recorded in a list, not a table: a table of a site's 190,000 paths
/// held 12.6 MB of slots, and both its old and new slots while it grew. The list is sorted by
/// path once, when the memo is written.
///
/// `@unchecked Sendable`: `recorded`, `reused` and `keptUnread` are only touched under `lock`;
/// `previous` and `previousSite` are never changed after `init`, and `site` is set before the
/// build renders.
final class PageDigests: PageRenderMemo, @unchecked Sendable {
    private let previous: [String: PageDigest]
    /// The digest of the site's values the previous build's pages showed (``SiteRenderer/siteDigest``).
    let previousSite: PageDigest?
    /// The digest of the site's values this build's pages show, set before it renders.
    var site: PageDigest?
    private let lock = NSLock()
    private var recorded = ChunkedArray<(path: String, digest: PageDigest)>()
    private var reused = 0
    private var keptUnread = 0

    /// - Parameters:
    ///   - previous: by site path, the digests of the pages as published now; empty when nothing
    ///     may be kept.
    ///   - previousSite: the site's values those pages show; nil when unknown (no page is then
    ///     kept by its inputs alone, ``keepPrevious(paths:)``).
    init(previous: [String: PageDigest] = [:], previousSite: PageDigest? = nil) {
        self.previous = previous
        self.previousSite = previousSite
    }

    func canReuse(path: String, digest: PageDigest) -> Bool {
        guard previous[path] == digest else { return false }
        lock.withLock { reused += 1 }
        return true
    }

    func record(path: String, digest: PageDigest) {
        lock.withLock { recorded.append((path, digest)) }
    }

    func keepPrevious(paths: [String]) -> Bool {
        keepPrevious(pages: [paths])[0]
    }

    /// Looks every page's digests up first, then records those kept under one lock: a rebuild
    /// keeps tens of thousands of pages from two threads, and a lock taken for each page made
    /// them wait for each other.
    func keepPrevious(pages: [[String]]) -> [Bool] {
        guard let site, site == previousSite else { return pages.map { _ in false } }
        let digests = pages.map { paths -> [PageDigest]? in
            let digests = paths.compactMap { previous[$0] }
            return digests.count == paths.count ? digests : nil
        }
        lock.withLock {
            for (paths, digests) in zip(pages, digests) {
                guard let digests else { continue }
                for (path, digest) in zip(paths, digests) { recorded.append((path, digest)) }
                reused += paths.count
                keptUnread += paths.count
            }
        }
        return digests.map { $0 != nil }
    }

    /// Reads the digests ``digestLines(alignedWith:)`` gave for `paths`, with the site's values
    /// they show (nil when unknown); a damaged line is skipped (its page is rendered).
    convenience init(digestLines text: Substring, paths: [String], site: PageDigest?) {
        var previous: [String: PageDigest] = [:]
        previous.reserveCapacity(paths.count)
        let lines = MemoLines.split(text, omittingEmpty: false)
        // Decoded in two halves at once, while the build waits for them.
        let half = (lines.count + 1) / 2
        let halves = [[PageDigest?]](madeConcurrently: 2) { part in
            lines[part == 0 ? 0..<half : half..<lines.count].map { $0.isEmpty ? nil : PageDigest(compact: $0) }
        }
        for (path, digest) in zip(paths, halves.joined()) {
            if let digest { previous[path] = digest }
        }
        self.init(previous: previous, previousSite: site)
    }

    /// This build's digests for the build memo: one line for each of `paths`, its page's
    /// digest (the last recorded), or empty for a file that is no page (an asset, a poster).
    ///
    /// - Parameter paths: in the order of ``Swift/Sequence/sortedTexts()``, as a build's site
    ///   paths are: the recorded digests, sorted once, are walked alongside them.
    func digestLines(alignedWith paths: [String]) -> some Sequence<String> {
        let entries = lock.withLock { recorded }
        let recordedPaths = entries.map(\.path)
        let order = recordedPaths.sortedTextsOrder()
        return sequence(state: (paths: paths.makeIterator(), next: 0)) { state -> String? in
            guard let path = state.paths.next() else { return nil }
            while state.next < order.count, String.textPrecedes(recordedPaths[order[state.next]], path) { state.next += 1 }
            var digest: PageDigest?
            while state.next < order.count, recordedPaths[order[state.next]] == path {
                digest = entries[order[state.next]].digest
                state.next += 1
            }
            return digest?.compactDescription ?? ""
        }
    }

    /// How many files were kept rather than rendered.
    var reusedCount: Int {
        lock.withLock { reused }
    }

    /// How many of those were kept by their page's inputs alone (``keepPrevious(paths:)``),
    /// without reading what the page shows.
    var keptUnreadCount: Int {
        lock.withLock { keptUnread }
    }
}
