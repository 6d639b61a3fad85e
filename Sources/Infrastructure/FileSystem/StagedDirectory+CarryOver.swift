#if canImport(Glibc)
import Glibc
#endif

/// The walk of the published folder at commit: what the caller did not stage and never wrote is
/// carried over (linked in), what it wrote before and not now is noted as removed, and every file
/// is listed for the previous tree.
///
/// A site keeps each page in a folder of its own, so the walk is a listing per page; the folders
/// two levels down are walked on every core.
extension StagedDirectory {
    /// What the walk found.
    struct CarryOver {
        /// Files linked in as they were, never written by the caller.
        var carried: [String] = []
        /// Files the previous publication wrote and this one did not.
        var removed: [String] = []
        /// Every file of the published folder.
        var publishedFiles: [String] = []
        /// For each of `publishedFiles`, the inode it will share with the new site once the trees
        /// are swapped (it is staged and was not written anew: linked from there), as its
        /// folder's listing gives it; 0 for the others. The next staging keeps those files for
        /// one `lstat` each.
        var sharedInodes: [UInt64] = []
        /// The page folders taken as a ``KnownPublication`` said, unlisted.
        var foldersTakenAsKnown = 0

        mutating func append(_ other: CarryOver) {
            carried += other.carried
            removed += other.removed
            publishedFiles += other.publishedFiles
            sharedInodes += other.sharedInodes
            foldersTakenAsKnown += other.foldersTakenAsKnown
        }
    }

    /// Walks the published folder: links in what the caller does not own, notes what it dropped.
    /// The page folders `known` vouches for are not listed.
    func carryOver(staged: StagedPaths, previouslyWritten: Set<String>, known: KnownPublication?) throws(FileSystemError) -> CarryOver {
        var result = CarryOver()
        var found: [String] = []
        // The top two levels, a few folders, are listed by their paths.
        var byPath: FolderCursor?
        var topHints = StagedPaths.Hints()
        try carryOver(
            relative: "", depth: 0, staged: staged, hints: &topHints, previouslyWritten: previouslyWritten, into: &result, branches: &found,
            cursor: &byPath
        )
        let branches = found
        let site = open(destination, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if site >= 0 { close(site) } }
        let chunk = 256
        let chunks = (branches.count + chunk - 1) / chunk
        // Each chunk's part, or its failure, in chunk order.
        let parts = [Result<CarryOver, FileSystemError>](madeConcurrently: chunks) { index in
            var part = CarryOver()
            var none: [String] = []
            var cursor = site >= 0 ? FolderCursor(root: site) : nil
            defer { cursor?.close() }
            var hint = 0
            // The branches come in the order of their paths, and so do their files, mostly.
            var hints = StagedPaths.Hints()
            do throws(FileSystemError) {
                for branch in branches[index * chunk..<min(branches.count, (index + 1) * chunk)] {
                    if let known,
                       carryOverKnown(
                           branch, known: known, previouslyWritten: previouslyWritten, staged: staged, hints: &hints, into: &part, cursor: &cursor,
                           hint: &hint
                       ) {
                        continue
                    }
                    try carryOver(
                        relative: branch, depth: nil, staged: staged, hints: &hints, previouslyWritten: previouslyWritten, into: &part,
                        branches: &none, cursor: &cursor
                    )
                }
                return .success(part)
            } catch {
                return .failure(error)
            }
        }
        for part in parts { result.append(try part.get()) }
        return result
    }

    /// The walk of one folder. With a `depth`, the folders two levels below the top are not
    /// walked but added to `branches`; without one, everything below is walked. With a `cursor`
    /// (on the published folder), folders are opened from their first folder (``FolderCursor``).
    private func carryOver(
        relative: String,
        depth: Int?,
        staged: StagedPaths,
        hints: inout StagedPaths.Hints,
        previouslyWritten: Set<String>,
        into result: inout CarryOver,
        branches: inout [String],
        cursor: inout FolderCursor?
    ) throws(FileSystemError) {
        let folder = relative.isEmpty ? destination : destination + "/" + relative
        let entries = if let base = cursor?.base(for: relative) {
            try POSIX.listDirectoryTypes(at: base, relative, named: folder)
        } else {
            try POSIX.listDirectoryTypes(folder)
        }
        for (name, type, inode) in entries {
            let path = relative.isEmpty ? name : relative + "/" + name
            // The listing's type spares an `lstat` of every staged file and folder.
            var info: stat?
            if type == nil {
                info = try POSIX.lstatIfPresent(destination + "/" + path)
                guard info != nil else { continue }
            }
            if type == .folder || info.map(POSIX.isDirectory) == true {
                if let depth, depth == 1 {
                    branches.append(path)
                } else {
                    try carryOver(
                        relative: path, depth: depth.map { $0 + 1 }, staged: staged, hints: &hints, previouslyWritten: previouslyWritten,
                        into: &result, branches: &branches, cursor: &cursor
                    )
                }
                continue
            }
            let writtenAnew = staged.writtenAnew(path, hints: &hints)
            result.publishedFiles.append(path)
            result.sharedInodes.append(writtenAnew == false ? inode : 0)
            if writtenAnew != nil { continue }
            if previouslyWritten.contains(path) {
                result.removed.append(path)
                continue
            }
            let source = destination + "/" + path
            if info == nil { info = try POSIX.lstatIfPresent(source) }
            guard let info else { continue }
            try carry(path, from: source, info)
            result.carried.append(path)
        }
    }

    /// Links in (or copies, where a link cannot be made) one published file or symbolic link.
    private func carry(_ path: String, from source: String, _ info: stat) throws(FileSystemError) {
        let target = stagingPath + "/" + path
        if POSIX.isSymbolicLink(info) {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(source, &buffer, buffer.count - 1)
            guard length >= 0 else { throw POSIX.fail("read the link", source) }
            try makeStagingFolder(POSIX.parentPath(target))
            try clearForNewFile(target)
            guard symlink(POSIX.decode(buffer[..<length]), target) == 0 else { throw POSIX.fail("copy the link", source) }
        } else if try !linkPublished(source, info, to: target) {
            // linkPublished made the folder and the room; only the link failed.
            try POSIX.writeNewFile(target, POSIX.readFile(source))
        }
    }
}
