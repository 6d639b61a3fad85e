#if canImport(Glibc)
import Glibc
#endif

/// The tree a publication replaced, kept beside the destination so that the next staging starts
/// from it: most of its files are already the published ones (hard links to the same inodes), so
/// a kept page costs an `lstat` instead of a folder and a link, and publishing deletes nothing.
/// The list says which of its files the published site shares (their inode when it was set
/// aside); a kept page whose file is still that inode needs nothing more, since the caller keeps
/// a page only when the published site is as it was published (the build memo compares every
/// published file's stamp first).
///
/// The previous tree holds a list of its files (`.marquee-tree`, written when it is set aside),
/// so that the files it has and the new site does not are removed without walking it. A previous
/// tree without a readable list (a kill while it was being set aside) is deleted and staging
/// starts from an empty folder, as it did before; so does staging whose adopted tree is
/// interrupted: it is an ordinary stale staging folder.
extension StagedDirectory {
    /// The hidden folder beside `destination` that keeps the tree its last publication replaced.
    public static func previousPath(for destination: String) -> String {
        siblingPath(for: destination, suffix: "marquee-previous")
    }

    /// The list of the previous tree's files, inside it: a header line, then for each file its
    /// path and the inode it shares with the published site in decimal (0 for none), each ended
    /// by a NUL (no file name holds one). The first version listed paths only.
    static let treeListName = ".marquee-tree"
    private static let treeListHeader = "marquee previous tree 2\n"
    private static let pathsOnlyTreeListHeader = "marquee previous tree 1\n"

    /// The previous tree's list of files, read on another thread from when this is made, while
    /// the caller gets ready to stage (``begin(destination:previousTree:)`` waits for it).
    public final class PreviousTreeReading: Sendable {
        /// The destination as ``begin(destination:previousTree:)`` resolves it; empty when it
        /// could not be resolved (the list is then read there).
        let destination: String
        private let list: WorkAside<AdoptedFiles?>?

        public init(destination: String) {
            let resolved = (try? StagedDirectory.resolved(destination)) ?? ""
            self.destination = resolved
            list = resolved.isEmpty ? nil : WorkAside {
                StagedDirectory.readTreeList(StagedDirectory.previousPath(for: resolved) + "/" + StagedDirectory.treeListName)
            }
        }

        /// The list as ``readTreeList(_:)`` gives it.
        var files: AdoptedFiles? {
            list?.value ?? nil
        }
    }

    /// Moves the previous tree of `destination` to `staging` and returns the files it holds, with
    /// the inodes they share with the published site; nil, with the previous tree removed, when
    /// there is none to start from.
    ///
    /// - Parameter list: the previous tree's list, when it was read already.
    static func adoptPreviousTree(
        of destination: String, as staging: String, list: AdoptedFiles?? = nil
    ) throws(FileSystemError) -> AdoptedFiles? {
        let previous = previousPath(for: destination)
        guard let info = try POSIX.lstatIfPresent(previous) else { return nil }
        guard POSIX.isDirectory(info), try POSIX.lstatIfPresent(destination) != nil,
              let files = list ?? readTreeList(previous + "/" + treeListName),
              rename(previous, staging) == 0 else {
            try POSIX.removeTree(previous)
            return nil
        }
        guard unlink(staging + "/" + treeListName) == 0 else {
            let failure = POSIX.fail("start from the previous tree", staging)
            try POSIX.removeTree(staging)
            throw failure
        }
        return files
    }

    static func readTreeList(_ path: String) -> AdoptedFiles? {
        guard let bytes = try? POSIX.readFile(path) else { return nil }
        if bytes.starts(with: pathsOnlyTreeListHeader.utf8) {
            let paths = bytes.dropFirst(pathsOnlyTreeListHeader.utf8.count).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return AdoptedFiles(paths: paths, inodes: Array(repeating: 0, count: paths.count))
        }
        guard bytes.starts(with: treeListHeader.utf8) else { return nil }
        // Read in place, the inode's digits as a number: staging waits for the whole list.
        return bytes.withUnsafeBufferPointer { bytes -> AdoptedFiles? in
            var (paths, inodes): ([String], [UInt64]) = ([], [])
            paths.reserveCapacity(bytes.count / 40)
            inodes.reserveCapacity(bytes.count / 40)
            var position = treeListHeader.utf8.count
            while position < bytes.count {
                guard let pathEnd = bytes[position...].firstIndex(of: 0) else { return nil }
                var (inode, digit) = (UInt64(0), pathEnd + 1)
                while digit < bytes.count, bytes[digit] != 0 {
                    guard case let value = bytes[digit] &- UInt8(ascii: "0"), value < 10 else { return nil }
                    let (times10, overflow) = inode.multipliedReportingOverflow(by: 10)
                    let (sum, carry) = times10.addingReportingOverflow(UInt64(value))
                    guard !overflow, !carry else { return nil }
                    inode = sum
                    digit += 1
                }
                // The number's digits, and the NUL that ends it.
                guard digit > pathEnd + 1, digit < bytes.count else { return nil }
                paths.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<pathEnd]), as: UTF8.self))
                inodes.append(inode)
                position = digit + 1
            }
            return AdoptedFiles(paths: paths, inodes: inodes)
        }
    }

    /// Sets `oldTree` (just replaced by the staged one) aside as the previous tree, holding
    /// `files`, which share `sharedInodes` with the published site (0: nothing). The site is
    /// already published, so a failure only costs the next build the shortcut: what could not be
    /// set aside is removed.
    func keepAsPreviousTree(_ oldTree: String, files: [String], sharedInodes: [UInt64]) {
        let previous = Self.previousPath(for: destination)
        var list = Array(Self.treeListHeader.utf8)
        for (file, inode) in zip(files, sharedInodes) {
            list += file.utf8
            list.append(0)
            list += String(inode).utf8
            list.append(0)
        }
        do {
            try POSIX.removeTree(previous)
            try POSIX.writeNewFile(oldTree + "/" + Self.treeListName, list)
            PausePoint.previousTreeListed.reach()
            guard rename(oldTree, previous) == 0 else { throw POSIX.fail("keep the previous tree", previous) }
        } catch {
            try? POSIX.removeTree(oldTree)
        }
    }

    /// Whether the adopted tree's file at `relativePath` is still the inode it shared with the
    /// published site when it was set aside, so that keeping it costs this one `lstat` (looked up
    /// from the open staging folder), or nothing when the published file is that inode and had two
    /// links (``KnownPublication/inodeLinkedTwice(_:)``).
    ///
    /// - Parameter hint: where the file asked before was in the tree's list (``AdoptedFiles``).
    func stillShares(_ relativePath: String, hint: inout Int, linkedTwiceAs publishedInode: () -> UInt64?) -> Bool {
        guard let inode = adoptedFiles?.inode(of: relativePath, hint: &hint), inode != 0 else { return false }
        if publishedInode() == inode { return true }
        var info = stat()
        let found = stagingFolder >= 0
            ? fstatat(stagingFolder, relativePath, &info, AT_SYMLINK_NOFOLLOW) == 0
            : lstat(stagingPath + "/" + relativePath, &info) == 0
        return found && POSIX.isRegularFile(info) && UInt64(info.st_ino) == inode
    }

    /// Links the published file at `published` (whose `lstat` is `info`) into staging at
    /// `target`, unless the target already is that file; false when it cannot be linked.
    func linkPublished(_ published: String, _ info: stat, to target: String) throws(FileSystemError) -> Bool {
        if adoptedFiles != nil, let staged = try POSIX.lstatIfPresent(target), staged.st_ino == info.st_ino, staged.st_dev == info.st_dev {
            return true
        }
        try makeStagingFolder(POSIX.parentPath(target))
        try clearForNewFile(target)
        return link(published, target) == 0
    }

    /// Makes room at `target` for a new file: what the previous tree had there is unlinked (never
    /// written over: its files are the published ones).
    func clearForNewFile(_ target: String) throws(FileSystemError) {
        guard adoptedFiles != nil, let info = try POSIX.lstatIfPresent(target) else { return }
        if POSIX.isDirectory(info) {
            try POSIX.removeTree(target)
        } else if unlink(target) != 0, errno != ENOENT {
            throw POSIX.fail("replace", target)
        }
    }

    /// Creates the staging folder `path`; in an adopted tree, a file of the previous site where
    /// a folder is needed now is removed first.
    func makeStagingFolder(_ path: String) throws(FileSystemError) {
        try POSIX.makeDirectories(path)
        guard adoptedFiles != nil, let info = try POSIX.lstatIfPresent(path), !POSIX.isDirectory(info) else { return }
        var folder = stagingPath
        for part in path.dropFirst(stagingPath.count + 1).split(separator: "/") {
            folder += "/" + part
            if let info = try POSIX.lstatIfPresent(folder), !POSIX.isDirectory(info) {
                guard unlink(folder) == 0 else { throw POSIX.fail("replace", folder) }
                break
            }
        }
        try POSIX.makeDirectories(path)
    }

    /// Removes from an adopted tree the files of the previous site that the new one does not
    /// have (everything staged is in `keeping`, and what was carried over in `carried`: a few,
    /// so the large set is not copied to add them), and the folders left empty.
    func removeStaleFiles(keeping: StagedPaths, andKeeping carried: [String] = []) throws(FileSystemError) {
        guard let adoptedFiles else { return }
        let carried = Set(carried)
        // Found on two cores: a lookup of each of the site's files, while the other cores wait.
        // Both lists are sorted alike, so each lookup starts where the last one ended.
        let stale = adoptedFiles.paths.joinedFromHalves { paths in
            var hints = StagedPaths.Hints()
            return paths.filter { keeping.writtenAnew($0, hints: &hints) == nil && !carried.contains($0) }
        }
        var folders = Set<String>()
        for path in stale {
            let target = stagingPath + "/" + path
            // A folder now: the new site put files under a name that was a file.
            if let info = try POSIX.lstatIfPresent(target), POSIX.isDirectory(info) { continue }
            guard unlink(target) == 0 || errno == ENOENT || errno == ENOTDIR else { throw POSIX.fail("remove", target) }
            folders.insert(POSIX.parentPath(path))
        }
        // Deepest first, so that a folder is looked at after the folders inside it.
        for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) where folder != "." {
            var relative = folder
            while relative != ".", rmdir(stagingPath + "/" + relative) == 0 {
                relative = POSIX.parentPath(relative)
            }
        }
    }
}
