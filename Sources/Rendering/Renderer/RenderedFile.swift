/// A file of the site, ready to write.
public struct RenderedFile: Sendable, Hashable {
    /// Relative to the output root, e.g. `movie/7/index.html`.
    public let path: String
    public let contents: [UInt8]
    /// True for a page kept from the published site rather than rendered (``PageRenderMemo``):
    /// `contents` is empty and the output takes the published file at `path` as it is.
    public let reusesPublished: Bool

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
        self.reusesPublished = false
    }

    private init(reusing path: String) {
        self.path = path
        self.contents = []
        self.reusesPublished = true
    }

    /// The published file at `path`, kept as it is.
    public static func reusingPublished(_ path: String) -> RenderedFile {
        RenderedFile(reusing: path)
    }
}
