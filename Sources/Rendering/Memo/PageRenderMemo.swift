/// What the previous build published and what its pages were rendered from, so that the renderer
/// can keep a page instead of rendering it again (see ``PageDigest``).
///
/// The application provides it only when the templates and the program are those of the previous
/// build and its published files are intact; a page it reuses is returned as a ``RenderedFile``
/// with ``RenderedFile/reusesPublished`` set, which the output links from the published site.
public protocol PageRenderMemo: Sendable {
    /// Whether the published file at `path` was rendered from values with this digest.
    func canReuse(path: String, digest: PageDigest) -> Bool
    /// Notes the digest of the page at `path` in this build, rendered or reused.
    func record(path: String, digest: PageDigest)
    /// Keeps the published files at `paths` as the last build made them, for a page whose inputs
    /// the caller knows did not change since then (so neither did its digest, when the site's own
    /// values did not either): records each file's previous digest and returns true, or returns
    /// false and records nothing when the memo lacks one of them or the site's values changed.
    func keepPrevious(paths: [String]) -> Bool
    /// ``keepPrevious(paths:)`` for each page of a batch (each entry: one page's paths), in order:
    /// whether each was kept. A memo shared by threads may record the batch at once.
    func keepPrevious(pages: [[String]]) -> [Bool]
}

extension PageRenderMemo {
    /// Each page kept by itself.
    public func keepPrevious(pages: [[String]]) -> [Bool] {
        pages.map { keepPrevious(paths: $0) }
    }
}
