import Infrastructure

/// A file of the site, ready to write.
public struct RenderedFile: Sendable, Hashable {
    /// Relative to the output root, e.g. `movie/7/index.html`.
    public let path: String
    /// Its bytes, as they were made.
    public let bytes: Bytes
    /// True for a page kept from the published site rather than rendered (``PageRenderMemo``):
    /// it has no bytes and the output takes the published file at `path` as it is.
    public let reusesPublished: Bool

    /// A file's bytes: whole, as a page is rendered, or in parts written one after the other,
    /// as a file of megabytes is made (``ByteParts``), so that it is never copied whole to grow;
    /// or in a temporary file, as a site's search scripts are (``ByteParts/init(spoolingTo:)``).
    public enum Bytes: Sendable, Hashable {
        case whole([UInt8])
        case parts([[UInt8]])
        case spooled(ByteSpool)
    }

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.bytes = .whole(contents)
        self.reusesPublished = false
    }

    /// A file of `bytes`, as made.
    public init(path: String, bytes: Bytes) {
        self.path = path
        self.bytes = bytes
        self.reusesPublished = false
    }

    private init(reusing path: String) {
        self.path = path
        self.bytes = .whole([])
        self.reusesPublished = true
    }

    /// The published file at `path`, kept as it is.
    public static func reusingPublished(_ path: String) -> RenderedFile {
        RenderedFile(reusing: path)
    }

    /// Its bytes in one array: those of a file made in parts are joined, those of a spooled one
    /// read back.
    public var contents: [UInt8] {
        get throws(FileSystemError) {
            switch bytes {
            case .whole(let contents): contents
            case .parts(let parts): Array(parts.joined())
            case .spooled(let spool): try spool.bytes()
            }
        }
    }
}
