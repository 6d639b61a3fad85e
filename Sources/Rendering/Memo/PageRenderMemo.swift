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
}
