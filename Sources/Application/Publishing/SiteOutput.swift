import Infrastructure
import Rendering

/// Where a build puts its files: staged as they are rendered, published all at once.
public protocol SiteOutput: Sendable {
    /// Stages one file of the new site.
    func write(_ file: RenderedFile) throws
    /// Stages files of the new site, in order.
    func write(_ files: [RenderedFile]) throws
    /// Every path staged so far, in the order of ``Swift/Sequence/sortedTexts()``.
    func stagedPaths() -> [String]
    /// Publishes everything staged, replacing the previous site at once.
    func publish() throws -> PublishSummary
    /// Throws away everything staged; the previous site stays.
    func discard()
}

extension SiteOutput {
    public func write(_ files: [RenderedFile]) throws {
        for file in files { try write(file) }
    }
}

/// What publishing changed, in site paths, each list in the order of
/// ``Swift/Sequence/sortedTexts()``.
public struct PublishSummary: Sendable, Equatable {
    public let written: [String]
    public let unchanged: [String]
    public let removed: [String]
    /// The file system's time just before the site was published, and the page folders holding
    /// files Marquee did not write: what the next build's walk of the site may take as known
    /// (``StagedDirectory/KnownPublication``).
    public var stagedAt: StagedDirectory.FileTime?
    public var foldersWithOtherFiles: [String] = []
    /// How many page folders publishing took as known, unlisted.
    public var foldersTakenAsKnown = 0

    public init(written: [String], unchanged: [String], removed: [String]) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
