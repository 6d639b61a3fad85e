import CSystemShims
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A new version of a folder, built beside it and swapped in all at once.
///
/// Files are written into a hidden sibling folder. A file whose bytes equal the published one is
/// hard-linked instead of rewritten, so it keeps its inode and modification time. On `commit`,
/// files of the old folder that the caller did not write (neither before nor now) are carried
/// over, and the two folders are exchanged atomically (`renameat2` with `RENAME_EXCHANGE`), so a
/// reader sees either the old tree or the new one, never a mix. Until then the published folder is
/// not touched: a failure or a kill leaves it as it was, and only a stale staging folder remains,
/// which the next `begin` removes. Callers must hold a lock on the destination while staging.
///
/// The replaced tree is not deleted: it is kept beside the destination as the *previous* tree
/// (``previousPath(for:)``), with the list of its files, and the next `begin` starts from it
/// instead of from an empty folder (see `StagedDirectory+PreviousTree.swift`). Most of its files
/// are hard links to the published ones, so bringing it up to date costs one `lstat` per kept file
/// and real work only for what changed, rather than a folder and a link for every page, and
/// publishing deletes nothing.
///
/// `write` may be called from several threads at once.
public final class StagedDirectory: @unchecked Sendable {
    /// What happened to one file.
    public enum WriteOutcome: Sendable {
        case written
        case unchanged
    }

    /// What a commit changed.
    public struct Summary: Sendable, Equatable {
        /// Paths whose bytes are new or changed.
        public let written: [String]
        /// Paths whose bytes were already published.
        public let unchanged: [String]
        /// Paths written by the previous publication that are gone now.
        public let removed: [String]
        /// Paths the caller never wrote that were carried over as they were.
        public let carriedOver: [String]
        /// How many page folders of the published folder were taken as a ``KnownPublication``
        /// said, without listing them.
        public var foldersTakenAsKnown = 0
    }

    /// The absolute path of the published folder.
    public let destination: String
    /// The absolute path of the folder being built.
    public let stagingPath: String

    /// Guards the lists below and counts writes in flight, so that `discard` can wait for them.
    private let condition = NSCondition()
    private var written: [String] = []
    private var unchanged: [String] = []
    /// How many of the first paths of `written` and `unchanged` are in order (``sortedLists()``):
    /// a file staged after a sort is appended past them, and only those are sorted next time.
    private var writtenSorted = 0
    private var unchangedSorted = 0
    private var writesInFlight = 0
    private var isFinished = false
    /// When staging started from the previous tree: the files it held (slash-separated paths),
    /// each with the inode it shared with the published site when it was set aside (0 when it
    /// shared none: a file the publication after it wrote anew).
    let adoptedFiles: AdoptedFiles?
    /// The staging folder, open: a kept file's `lstat` looks its path up from here rather than
    /// from the root (-1 when it could not be opened; paths are used then).
    let stagingFolder: Int32
    /// Whether the destination was missing or empty when staging began: no file is then looked
    /// for there before one is written (a first build's `lstat` of every page).
    private let destinationWasEmpty: Bool

    private init(destination: String, stagingPath: String, adoptedFiles: AdoptedFiles?, destinationWasEmpty: Bool) {
        self.destination = destination
        self.stagingPath = stagingPath
        self.adoptedFiles = adoptedFiles
        self.destinationWasEmpty = destinationWasEmpty
        stagingFolder = open(stagingPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if stagingFolder >= 0 { close(stagingFolder) }
    }

    /// Whether staging started from the previous tree rather than from an empty folder.
    public var startedFromPreviousTree: Bool { adoptedFiles != nil }

    /// A hidden path beside `destination`: `<parent>/.<name>.<suffix>`.
    public static func siblingPath(for destination: String, suffix: String) -> String {
        let absolute = POSIX.absolutePath(destination)
        let name = absolute.split(separator: "/").last.map(String.init) ?? "site"
        return POSIX.parentPath(absolute) + "/." + name + "." + suffix
    }

    /// The prefix of every staging folder made for `destination`, beside it.
    public static func stagingPrefix(for destination: String) -> String {
        siblingPath(for: destination, suffix: "marquee-staging-")
    }

    /// Starts a new version of `destination`, removing staging folders left by earlier runs that
    /// were interrupted.
    ///
    /// - Parameter previousTree: the previous tree's list, read ahead while the caller got ready
    ///   (``PreviousTreeReading``); read here when nil.
    public static func begin(destination: String, previousTree: PreviousTreeReading? = nil) throws(FileSystemError) -> StagedDirectory {
        let absolute = try resolved(destination)
        let existing = try POSIX.lstatIfPresent(absolute)
        if let existing, !POSIX.isDirectory(existing) {
            throw FileSystemError(step: "publish to", path: absolute, reason: "it is a file, not a folder")
        }
        let destinationWasEmpty = existing == nil || (try? POSIX.listDirectory(absolute))?.isEmpty == true
        let parent = POSIX.parentPath(absolute)
        try POSIX.makeDirectories(parent)
        let prefix = stagingPrefix(for: absolute)
        let prefixName = String(prefix.dropFirst(parent.count + 1))
        for name in try POSIX.listDirectory(parent) where name.hasPrefix(prefixName) {
            try POSIX.removeTree(parent + "/" + name)
        }
        let staging = prefix + String(getpid())
        let list: AdoptedFiles?? = if let previousTree, previousTree.destination == absolute { .some(previousTree.files) } else { nil }
        let adopted = try adoptPreviousTree(of: absolute, as: staging, list: list)
        if adopted == nil, mkdir(staging, 0o755) != 0 { throw POSIX.fail("create the staging folder", staging) }
        return StagedDirectory(destination: absolute, stagingPath: staging, adoptedFiles: adopted, destinationWasEmpty: destinationWasEmpty)
    }

    /// `destination` as an absolute path, through the symbolic link it may be.
    static func resolved(_ destination: String) throws(FileSystemError) -> String {
        let absolute = POSIX.absolutePath(destination)
        if let info = try POSIX.lstatIfPresent(absolute), POSIX.isSymbolicLink(info), let real = POSIX.realPath(absolute) {
            return real
        }
        return absolute
    }

    /// Stages `bytes` at `relativePath` (slash-separated, inside the folder).
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String) throws(FileSystemError) -> WriteOutcome {
        try stage(FileParts(whole: bytes), at: relativePath)
    }

    /// Stages a file made of `parts`, one after the other, at `relativePath`: a file of
    /// megabytes is written without being joined first.
    @discardableResult
    public func write(parts: [[UInt8]], to relativePath: String) throws(FileSystemError) -> WriteOutcome {
        try stage(FileParts(parts), at: relativePath)
    }

    /// Stages the bytes of `spool` at `relativePath`, read back from it a part at a time.
    @discardableResult
    public func write(spool: ByteSpool, to relativePath: String) throws(FileSystemError) -> WriteOutcome {
        try stage(FileParts(spool), at: relativePath)
    }

    private func stage(_ parts: FileParts, at relativePath: String) throws(FileSystemError) -> WriteOutcome {
        try beginWrite(relativePath)
        defer { endWrite() }
        let (target, published) = paths(for: relativePath)
        let outcome: WriteOutcome
        if !destinationWasEmpty, let info = try Self.regularFile(published, holding: parts), try linkPublished(published, info, to: target) {
            outcome = .unchanged
        } else {
            try makeStagingFolder(POSIX.parentPath(target))
            try clearForNewFile(target)
            try POSIX.writeNewFile(target, parts: parts)
            outcome = .written
        }
        condition.withLock {
            switch outcome {
            case .written:
                written.append(relativePath)
            case .unchanged:
                unchanged.append(relativePath)
            }
        }
        return outcome
    }

    /// Stages the published file at `relativePath` as it is (hard-linked, so it keeps its inode
    /// and modification time), for a file the caller knows did not change without rendering it,
    /// in a published site that is as it was published. When the previous tree's file there is
    /// still the one it shared with the published site, that is all it costs: one `lstat`.
    ///
    /// - Parameter publishedInode: the published file's inode when it had two links as the caller
    ///   last saw them (``KnownPublication/inodeLinkedTwice(_:)``): when the previous tree's list
    ///   gives the same inode there, the file is kept without that `lstat`. Worked out only when
    ///   staging started from a previous tree that shared a file there.
    /// - Throws: when there is no such published file or it cannot be linked.
    public func keepPublished(
        _ relativePath: String, linkedTwiceAs publishedInode: @autoclosure () -> UInt64? = nil
    ) throws(FileSystemError) {
        try keepPublished([relativePath]) { _ in publishedInode() }
    }

    /// ``keepPublished(_:linkedTwiceAs:)`` of each of `relativePaths`, in order, the lists locked
    /// once for them all rather than three times a file (a rebuild keeps tens of thousands of
    /// pages from two threads at once). When one fails, those before it stay staged.
    ///
    /// - Parameter publishedInode: ``keepPublished(_:linkedTwiceAs:)``'s, for each path; asked
    ///   only where it could spare the `lstat`.
    public func keepPublished(_ relativePaths: [String], linkedTwiceAs publishedInode: (String) -> UInt64?) throws(FileSystemError) {
        guard !relativePaths.isEmpty else { return }
        try beginWrite(validated: relativePaths)
        defer { endWrite() }
        var kept = 0
        defer {
            condition.withLock { unchanged += relativePaths[..<kept] }
        }
        // Kept pages come in the order of their paths, mostly: each is looked for in the previous
        // tree's list where the last one was.
        var hint = 0
        for relativePath in relativePaths {
            if !stillShares(relativePath, hint: &hint, linkedTwiceAs: { publishedInode(relativePath) }) {
                let (target, published) = paths(for: relativePath)
                guard let info = try POSIX.lstatIfPresent(published), POSIX.isRegularFile(info) else {
                    throw FileSystemError(step: "keep", path: published, reason: "the published file is gone")
                }
                guard try linkPublished(published, info, to: target) else { throw POSIX.fail("keep", published) }
            }
            kept += 1
        }
    }

    /// Every path staged so far, in the order of ``Swift/Sequence/sortedTexts()``. The lists are
    /// sorted in place, so that ``commit(previouslyWritten:known:)`` does not sort them again.
    public func stagedPaths() -> [String] {
        let (writtenNow, unchangedNow) = sortedLists()
        return writtenNow.mergingSortedTexts(unchangedNow)
    }

    /// Publishes the staged folder in place of the destination.
    ///
    /// - Parameters:
    ///   - previouslyWritten: the paths the previous publication wrote; those not written now are
    ///     removed. Every other file already in the destination is carried over.
    ///   - known: what the previous publication left, when the caller knows it: the page folders
    ///     not changed since are not listed.
    public func commit(previouslyWritten: Set<String>, known: KnownPublication? = nil) throws(FileSystemError) -> Summary {
        let (writtenNow, unchangedNow) = sortedLists()
        let staged = StagedPaths(written: writtenNow, unchanged: unchangedNow)
        var walk = CarryOver()
        if try POSIX.lstatIfPresent(destination) != nil {
            walk = try carryOver(staged: staged, previouslyWritten: previouslyWritten, known: known)
            try removeStaleFiles(keeping: staged, andKeeping: walk.carried)
            try exchangeIntoPlace(oldTreeFiles: walk.publishedFiles, sharedInodes: walk.sharedInodes)
        } else {
            try removeStaleFiles(keeping: staged)
            guard rename(stagingPath, destination) == 0 else { throw POSIX.fail("publish", destination) }
        }
        condition.withLock { isFinished = true }
        var summary = Summary(written: writtenNow, unchanged: unchangedNow, removed: walk.removed.sorted(), carriedOver: walk.carried.sorted())
        summary.foldersTakenAsKnown = walk.foldersTakenAsKnown
        return summary
    }

    /// Throws the staged folder away; the destination stays as it was. Writes still running are
    /// waited for, and later ones fail.
    public func discard() {
        condition.lock()
        let alreadyFinished = isFinished
        isFinished = true
        while writesInFlight > 0 { condition.wait() }
        condition.unlock()
        if !alreadyFinished { try? POSIX.removeTree(stagingPath) }
    }

    // MARK: - Private

    /// The paths written and kept unchanged so far, each list sorted (``Swift/Sequence/sortedTexts()``):
    /// the paths staged since the last sort are sorted and merged into those sorted then (the
    /// manifest, staged between ``stagedPaths()`` and the commit, does not sort the site again).
    private func sortedLists() -> (written: [String], unchanged: [String]) {
        condition.withLock {
            Self.sort(&written, sortedPrefix: &writtenSorted)
            Self.sort(&unchanged, sortedPrefix: &unchangedSorted)
            return (written, unchanged)
        }
    }

    private static func sort(_ paths: inout [String], sortedPrefix: inout Int) {
        guard sortedPrefix < paths.count else { return }
        paths = Array(paths[..<sortedPrefix]).mergingSortedTexts(paths[sortedPrefix...].sortedTexts())
        sortedPrefix = paths.count
    }

    /// Where `relativePath` is staged and where it is published now. The staging folder is made
    /// when a file is placed there (``makeStagingFolder(_:)``), not here: in a tree adopted from
    /// the previous publication, a kept file usually is there already.
    private func paths(for relativePath: String) -> (target: String, published: String) {
        (stagingPath + "/" + relativePath, destination + "/" + relativePath)
    }

    private func beginWrite(_ relativePath: String) throws(FileSystemError) {
        try Self.validate(relativePath)
        try enterWrite(relativePath)
    }

    /// Checks every one of `relativePaths`, then counts one write in flight for them all.
    private func beginWrite(validated relativePaths: [String]) throws(FileSystemError) {
        for relativePath in relativePaths { try Self.validate(relativePath) }
        try enterWrite(relativePaths.first ?? "")
    }

    /// Counts a write in flight, unless the staged site is finished (`relativePath` names it then).
    private func enterWrite(_ relativePath: String) throws(FileSystemError) {
        condition.lock()
        defer { condition.unlock() }
        guard !isFinished else {
            throw FileSystemError(step: "stage", path: relativePath, reason: "the staged site was already published or discarded")
        }
        writesInFlight += 1
    }

    private func endWrite() {
        condition.withLock {
            writesInFlight -= 1
            if writesInFlight == 0 { condition.broadcast() }
        }
    }

    /// Cut on the bytes the kernel will read, so a slash followed by a combining mark (one
    /// `Character`) is still a slash; and it is not a grapheme walk for every page.
    private static func validate(_ relativePath: String) throws(FileSystemError) {
        let isValid = relativePath.utf8.withContiguousStorageIfAvailable(staysInside) ?? Array(relativePath.utf8).withUnsafeBufferPointer(staysInside)
        guard isValid else {
            throw FileSystemError(step: "stage", path: relativePath, reason: "the path must be relative and stay inside the site")
        }
    }

    /// Whether every slash-separated part of `path` has a byte and is neither `.` nor `..`. Read
    /// in one pass over the bytes, with no list of parts: a rebuild checks every page it keeps.
    private static func staysInside(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        // Each part's length and how many of its bytes are dots.
        var (length, dots) = (0, 0)
        for byte in path {
            if byte != UInt8(ascii: "/") {
                length &+= 1
                if byte == UInt8(ascii: ".") { dots &+= 1 }
                continue
            }
            guard isPart(length: length, dots: dots) else { return false }
            (length, dots) = (0, 0)
        }
        return isPart(length: length, dots: dots)
    }

    /// Whether a part of a path with `length` bytes, `dots` of them dots, names a file or folder.
    @inline(__always)
    private static func isPart(length: Int, dots: Int) -> Bool {
        length > 0 && !(length <= 2 && dots == length)
    }

    /// The `lstat` of `path` when it is a regular file holding exactly `parts`.
    private static func regularFile(_ path: String, holding parts: FileParts) throws(FileSystemError) -> stat? {
        guard let info = try POSIX.lstatIfPresent(path), POSIX.isRegularFile(info), Int(info.st_size) == parts.count,
              try POSIX.file(path, holds: parts) else {
            return nil
        }
        return info
    }

    /// Swaps the staged tree in; the replaced one is kept as the previous tree, which holds
    /// `oldTreeFiles` (with `sharedInodes`, as ``keepAsPreviousTree(_:files:sharedInodes:)`` takes them).
    private func exchangeIntoPlace(oldTreeFiles: [String], sharedInodes: [UInt64]) throws(FileSystemError) {
        PausePoint.beforeSwap.reach()
        if marquee_rename_exchange(stagingPath, destination) == 0 {
            PausePoint.swap.reach()
            keepAsPreviousTree(stagingPath, files: oldTreeFiles, sharedInodes: sharedInodes)
            return
        }
        guard errno == ENOSYS || errno == EINVAL else { throw POSIX.fail("publish", destination) }
        // No atomic exchange on this file system: two renames, the old tree kept until the new one is in.
        let previous = stagingPath + "-previous"
        guard rename(destination, previous) == 0 else { throw POSIX.fail("publish", destination) }
        guard rename(stagingPath, destination) == 0 else {
            let code = errno
            _ = rename(previous, destination)
            throw POSIX.fail("publish", destination, code)
        }
        keepAsPreviousTree(previous, files: oldTreeFiles, sharedInodes: sharedInodes)
    }
}
