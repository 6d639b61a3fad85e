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
    }

    /// The absolute path of the published folder.
    public let destination: String
    /// The absolute path of the folder being built.
    public let stagingPath: String

    /// Guards the lists below and counts writes in flight, so that `discard` can wait for them.
    private let condition = NSCondition()
    private var written: [String] = []
    private var unchanged: [String] = []
    private var writesInFlight = 0
    private var isFinished = false

    private init(destination: String, stagingPath: String) {
        self.destination = destination
        self.stagingPath = stagingPath
    }

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
    public static func begin(destination: String) throws(FileSystemError) -> StagedDirectory {
        var absolute = POSIX.absolutePath(destination)
        if let info = try POSIX.lstatIfPresent(absolute), POSIX.isSymbolicLink(info), let real = POSIX.realPath(absolute) {
            absolute = real
        }
        if let info = try POSIX.lstatIfPresent(absolute), !POSIX.isDirectory(info) {
            throw FileSystemError(step: "publish to", path: absolute, reason: "it is a file, not a folder")
        }
        let parent = POSIX.parentPath(absolute)
        try POSIX.makeDirectories(parent)
        let prefix = stagingPrefix(for: absolute)
        let prefixName = String(prefix.dropFirst(parent.count + 1))
        for name in try POSIX.listDirectory(parent) where name.hasPrefix(prefixName) {
            try POSIX.removeTree(parent + "/" + name)
        }
        let staging = prefix + String(getpid())
        guard mkdir(staging, 0o755) == 0 else { throw POSIX.fail("create the staging folder", staging) }
        return StagedDirectory(destination: absolute, stagingPath: staging)
    }

    /// Stages `bytes` at `relativePath` (slash-separated, inside the folder).
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String) throws(FileSystemError) -> WriteOutcome {
        try beginWrite(relativePath)
        defer { endWrite() }
        let (target, published) = try paths(for: relativePath)
        let outcome: WriteOutcome
        if try Self.hasSameBytes(published, bytes), link(published, target) == 0 {
            outcome = .unchanged
        } else {
            try POSIX.writeNewFile(target, bytes)
            outcome = .written
        }
        condition.withLock {
            switch outcome {
            case .written: written.append(relativePath)
            case .unchanged: unchanged.append(relativePath)
            }
        }
        return outcome
    }

    /// Stages the published file at `relativePath` as it is (hard-linked, so it keeps its inode
    /// and modification time), for a file the caller knows did not change without rendering it.
    ///
    /// - Throws: when there is no such published file or it cannot be linked.
    public func keepPublished(_ relativePath: String) throws(FileSystemError) {
        try beginWrite(relativePath)
        defer { endWrite() }
        let (target, published) = try paths(for: relativePath)
        guard let info = try POSIX.lstatIfPresent(published), POSIX.isRegularFile(info) else {
            throw FileSystemError(step: "keep", path: published, reason: "the published file is gone")
        }
        guard link(published, target) == 0 else { throw POSIX.fail("keep", published) }
        condition.withLock { unchanged.append(relativePath) }
    }

    /// Publishes the staged folder in place of the destination.
    ///
    /// - Parameter previouslyWritten: the paths the previous publication wrote; those not written
    ///   now are removed. Every other file already in the destination is carried over.
    public func commit(previouslyWritten: Set<String>) throws(FileSystemError) -> Summary {
        let (writtenNow, unchangedNow) = condition.withLock { (written.sorted(), unchanged.sorted()) }
        let staged = Set(writtenNow).union(unchangedNow)
        var carriedOver: [String] = []
        var removed: [String] = []
        if try POSIX.lstatIfPresent(destination) != nil {
            try carryOver(relative: "", staged: staged, previouslyWritten: previouslyWritten, carriedOver: &carriedOver, removed: &removed)
            try exchangeIntoPlace()
        } else {
            guard rename(stagingPath, destination) == 0 else { throw POSIX.fail("publish", destination) }
        }
        condition.withLock { isFinished = true }
        return Summary(written: writtenNow, unchanged: unchangedNow, removed: removed.sorted(), carriedOver: carriedOver.sorted())
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

    /// Where `relativePath` is staged (its folder created) and where it is published now.
    private func paths(for relativePath: String) throws(FileSystemError) -> (target: String, published: String) {
        let target = stagingPath + "/" + relativePath
        try POSIX.makeDirectories(POSIX.parentPath(target))
        return (target, destination + "/" + relativePath)
    }

    private func beginWrite(_ relativePath: String) throws(FileSystemError) {
        try Self.validate(relativePath)
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

    private static func validate(_ relativePath: String) throws(FileSystemError) {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if relativePath.isEmpty || relativePath.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw FileSystemError(step: "stage", path: relativePath, reason: "the path must be relative and stay inside the site")
        }
    }

    private static func hasSameBytes(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) -> Bool {
        guard let info = try POSIX.lstatIfPresent(path), POSIX.isRegularFile(info), Int(info.st_size) == bytes.count else {
            return false
        }
        return try POSIX.readFile(path) == bytes
    }

    /// Walks the published folder: links in what the caller does not own, notes what it dropped.
    private func carryOver(
        relative: String,
        staged: Set<String>,
        previouslyWritten: Set<String>,
        carriedOver: inout [String],
        removed: inout [String]
    ) throws(FileSystemError) {
        let folder = relative.isEmpty ? destination : destination + "/" + relative
        for name in try POSIX.listDirectory(folder) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let source = destination + "/" + path
            guard let info = try POSIX.lstatIfPresent(source) else { continue }
            if POSIX.isDirectory(info) {
                try carryOver(relative: path, staged: staged, previouslyWritten: previouslyWritten, carriedOver: &carriedOver, removed: &removed)
                continue
            }
            if staged.contains(path) { continue }
            if previouslyWritten.contains(path) {
                removed.append(path)
                continue
            }
            let target = stagingPath + "/" + path
            try POSIX.makeDirectories(POSIX.parentPath(target))
            if POSIX.isSymbolicLink(info) {
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = readlink(source, &buffer, buffer.count - 1)
                guard length >= 0 else { throw POSIX.fail("read the link", source) }
                guard symlink(POSIX.decode(buffer[..<length]), target) == 0 else { throw POSIX.fail("copy the link", source) }
            } else if link(source, target) != 0 {
                try POSIX.writeNewFile(target, POSIX.readFile(source))
            }
            carriedOver.append(path)
        }
    }

    private func exchangeIntoPlace() throws(FileSystemError) {
        PausePoint.beforeSwap.reach()
        if marquee_rename_exchange(stagingPath, destination) == 0 {
            PausePoint.swap.reach()
            try POSIX.removeTree(stagingPath)
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
        try POSIX.removeTree(previous)
    }
}
