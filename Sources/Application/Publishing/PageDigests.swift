import Foundation
import Infrastructure
import Rendering

/// The digests of the pages of the previous build and of this one (``PageDigest``), so that the
/// renderer keeps a page whose values did not change instead of rendering it again.
///
/// This build's digests are recorded in a list, not a table: a table of a site's 190,000 paths
/// held 12.6 MB of slots, and both its old and new slots while it grew. The list is sorted by
/// path once, when the memo is written. The previous build's are held as the memo gives them,
/// aligned with its sorted paths, and looked up there (``Swift/Array/indexOfSortedText(_:hint:)``):
/// a rebuild keeps most pages in that order, so a table would only cost its making, on the
/// build's critical path.
///
/// `@unchecked Sendable`: `recorded`, `reused` and `keptUnread` are only touched under `lock`;
/// `previousPaths`, `previousDigests` and `previousSite` are never changed after `init`, and
/// `site` is set before the build renders.
final class PageDigests: PageRenderMemo, @unchecked Sendable {
    /// The previous build's files in the order of ``Swift/Sequence/sortedTexts()``, and the
    /// digest of each, nil for a file that is no page.
    private let previousPaths: [String]
    private let previousDigests: [PageDigest?]
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
    convenience init(previous: [String: PageDigest] = [:], previousSite: PageDigest? = nil) {
        let paths = previous.keys.sortedTexts()
        self.init(previousPaths: paths, digests: paths.map { previous[$0] }, previousSite: previousSite)
    }

    /// - Parameter paths: in any order; sorted here when they are not in the order of
    ///   ``Swift/Sequence/sortedTexts()`` (a memo's are), with `digests` alike.
    private init(previousPaths paths: [String], digests: [PageDigest?], previousSite: PageDigest?) {
        (previousPaths, previousDigests) = paths.sortedTexts(alongside: digests)
        self.previousSite = previousSite
    }

    /// The previous build's digest of the page at `path`, looked for from `hint`.
    private func previousDigest(of path: String, hint: inout Int) -> PageDigest? {
        previousPaths.indexOfSortedText(path, hint: &hint).flatMap { previousDigests[$0] }
    }

    func canReuse(path: String, digest: PageDigest) -> Bool {
        var hint = 0
        guard previousDigest(of: path, hint: &hint) == digest else { return false }
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
        // A batch's pages come in the order of their paths, mostly: each is looked for where the
        // last one was.
        var hint = 0
        let digests = pages.map { paths -> [PageDigest]? in
            let digests = paths.compactMap { previousDigest(of: $0, hint: &hint) }
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
        let lines = MemoLines.split(text, omittingEmpty: false)
        // Decoded in two halves at once, while the build waits for them.
        let half = (lines.count + 1) / 2
        let halves = [[PageDigest?]](madeConcurrently: 2) { part in
            lines[part == 0 ? 0..<half : half..<lines.count].map { $0.isEmpty ? nil : PageDigest(compact: $0) }
        }
        // A line for each path; paths past the lines have no digest.
        var digests = Array(halves.joined().prefix(paths.count))
        digests += repeatElement(nil, count: paths.count - digests.count)
        self.init(previousPaths: paths, digests: digests, previousSite: site)
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
