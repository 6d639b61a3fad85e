import Foundation
import Infrastructure
import Rendering

/// Stages the new site beside the output folder and swaps it in at once, keeping a manifest of
/// what Marquee wrote.
public final class DirectorySiteOutput: SiteOutput, @unchecked Sendable {
    private let staged: StagedDirectory
    private let previouslyWritten: Set<String>
    /// What the last publication left, when the build memo vouches for it.
    private let knownPublication: StagedDirectory.KnownPublication?

    /// Starts a new version of the site in `path`.
    ///
    /// - Throws: `MarqueeError` (exit 2) when `path` holds files Marquee did not write (hidden
    ///   files such as `.gitkeep` are fine and are kept), or (exit 1) when it is read-only or
    ///   staging cannot start.
    ///
    /// - Parameter knownPublication: what the last publication left, when the build memo vouches
    ///   for it: publishing lists only the page folders changed since.
    public init(path: String, knownPublication: StagedDirectory.KnownPublication? = nil) throws {
        self.knownPublication = knownPublication
        // Read while the manifest is, on another core.
        let previousTree = StagedDirectory.PreviousTreeReading(destination: path)
        let manifest = SiteManifest.read(inOutput: path)
        if manifest == nil {
            try Self.requireNoForeignFiles(in: path)
        }
        if FileManager.default.fileExists(atPath: path), access(path, W_OK) != 0 {
            throw MarqueeError(.failed, "The output folder \(path) is read-only; make it writable (chmod u+w \(path)) or choose another with --output. The previous site was left untouched.")
        }
        previouslyWritten = Set(manifest?.files ?? []).union([SiteManifest.fileName])
        do {
            staged = try StagedDirectory.begin(destination: path, previousTree: previousTree)
            PausePoint.stagingStarted.reach()
        } catch {
            throw Self.failure(error, output: path)
        }
    }

    public func write(_ file: RenderedFile) throws {
        do {
            switch (file.reusesPublished, file.bytes) {
            case (true, _): try staged.keepPublished(file.path, linkedTwiceAs: knownPublication?.inodeLinkedTwice(file.path))
            case (false, .whole(let bytes)): try staged.write(bytes, to: file.path)
            case (false, .parts(let parts)): try staged.write(parts: parts, to: file.path)
            case (false, .spooled(let spool)): try staged.write(spool: spool, to: file.path)
            }
        } catch {
            throw Self.failure(error, output: staged.destination)
        }
    }

    /// Files kept from the published site are staged together (one call to the staged folder, which
    /// locks its lists once for them all); the others one by one.
    public func write(_ files: [RenderedFile]) throws {
        for file in files where !file.reusesPublished { try write(file) }
        let kept = files.filter(\.reusesPublished).map(\.path)
        do {
            // Kept pages come in the order of their paths, mostly: each is looked for where the last one was.
            var hint = 0
            try staged.keepPublished(kept) { [knownPublication] in knownPublication?.inodeLinkedTwice($0, hint: &hint) }
        } catch {
            throw Self.failure(error, output: staged.destination)
        }
    }

    public func stagedPaths() -> [String] {
        staged.stagedPaths()
    }

    public func publish() throws -> PublishSummary {
        do {
            try staged.write(SiteManifest(files: staged.stagedPaths()).encoded(), to: SiteManifest.fileName)
            let stagedAt = staged.fileSystemTime()
            let summary = try staged.commit(previouslyWritten: previouslyWritten, known: knownPublication)
            let notManifest = { (path: String) in path != SiteManifest.fileName }
            var publish = PublishSummary(
                written: summary.written.filter(notManifest),
                unchanged: summary.unchanged.filter(notManifest),
                removed: summary.removed.filter(notManifest)
            )
            publish.stagedAt = stagedAt
            publish.foldersWithOtherFiles = Set(summary.carriedOver.compactMap(Self.pageFolder)).sorted()
            publish.foldersTakenAsKnown = summary.foldersTakenAsKnown
            return publish
        } catch {
            staged.discard()
            throw Self.failure(error, output: staged.destination)
        }
    }

    /// The page folder (two levels down) holding `path`, nil for a path above them. Cut at the
    /// slashes' bytes, as the walk of the site cuts: a slash and a combining mark after it are
    /// one `Character`.
    static func pageFolder(of path: String) -> String? {
        let utf8 = path.utf8
        guard let first = utf8.firstIndex(of: UInt8(ascii: "/")),
              let second = utf8[utf8.index(after: first)...].firstIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(Substring(utf8[..<second]))
    }

    public func discard() {
        staged.discard()
    }

    /// An output folder without a manifest must hold nothing but hidden files.
    /// A failed step of staging or publishing: a full disk said to be one, anything else as is.
    private static func failure(_ error: any Error, output: String) -> MarqueeError {
        if let fileSystem = error as? FileSystemError, fileSystem.meansDiskFull {
            return .diskFull(path: output, detail: fileSystem.reason)
        }
        return MarqueeError(.failed, "\(error) The previous site was left untouched.")
    }

    private static func requireNoForeignFiles(in path: String) throws {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let visible = entries.filter { !$0.hasPrefix(".") }.sorted()
        guard visible.isEmpty else {
            let sample = visible.prefix(3).joined(separator: ", ")
            throw MarqueeError(
                .usage,
                "\(path) already holds files Marquee did not write (\(sample)\(visible.count > 3 ? ", …" : "")). "
                    + "Choose an empty or new folder with --output, or empty this one."
            )
        }
    }
}
