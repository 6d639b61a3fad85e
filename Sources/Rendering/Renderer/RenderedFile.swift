/// A file of the site, ready to write.
public struct RenderedFile: Sendable, Hashable {
    /// Relative to the output root, e.g. `movie/7/index.html`.
    public let path: String
    public let contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
