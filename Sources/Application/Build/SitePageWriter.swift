import Rendering

/// Renders pages and stages their files in the site output, off the main actor, a bounded number
/// at a time: the build hands it pages as they are made and holds none once they are written.
@MainActor
public protocol SitePageWriter: AnyObject {
    /// Renders and writes `pages`; returns their files' site paths, in page order.
    @discardableResult
    func write(_ pages: [SitePage]) async throws -> [String]

    /// Makes pages from `sources` a batch at a time with `making` and writes them, with only a
    /// few batches in flight: however many sources there are, only those batches' pages exist
    /// at any moment.
    func write<Source: Sendable>(
        _ sources: [Source],
        making: @escaping @Sendable @MainActor ([Source]) async throws -> [SitePage]
    ) async throws

    /// Stages the published files of `pages` as the last build made them, without making the
    /// pages (``SiteRenderer/keptFiles(_:)``); returns those it could not keep (the memo cannot
    /// vouch for them), which must be made.
    func keep(_ pages: [UnmadePage]) async throws -> [UnmadePage]

    /// Stages the published files at `paths` as the last build made them, all of them or none,
    /// for pages the build knows did not change (``SiteRenderer/keptFiles(paths:)``); false,
    /// staging none, when the memo cannot vouch for every one.
    func keep(files paths: [String]) async throws -> Bool

    /// Every site path staged so far, in the order of ``Swift/Sequence/sortedTexts()``.
    var stagedPaths: [String] { get }
}
