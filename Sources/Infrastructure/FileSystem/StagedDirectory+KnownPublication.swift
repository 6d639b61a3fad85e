#if canImport(Glibc)
import Glibc
#endif

extension StagedDirectory {
    /// What the walk at commit may take as known of the published folder: the files a
    /// publication left in it, and a time before which a page folder that has not changed since
    /// still holds exactly those.
    ///
    /// A folder's change time (`st_ctim`) is set by the file system, from its own clock, whenever
    /// an entry is added, removed or renamed in it (and whenever its own times are set), and no
    /// program can set it back (only the clock, stepped back by more than the margin that
    /// ``changedBefore`` leaves). So a page folder whose change time is before the publication,
    /// that has no folder inside, holds the files that publication put there; the walk then
    /// spares its listing (an `open`, two reads of its entries and a `close`) for one `lstat`.
    public struct KnownPublication: Sendable {
        /// The files the publication staged, sorted (``Swift/Sequence/sortedTexts()``).
        public let files: [String]
        /// Each file's inode as last seen, 0 where unknown.
        public let inodes: [UInt64]
        /// A page folder changed at or after this time (the file system's, as a change time) is
        /// listed: the publication's time, less a margin for the clock's grain.
        public let changedBefore: FileTime
        /// Page folders (two levels down) that held files the publication did not stage (carried
        /// over): always listed.
        public let foldersWithOtherFiles: Set<String>
        /// Whether each file had exactly two links when last seen (empty when unknown): see
        /// ``inodeLinkedTwice(_:)``.
        public let linkedTwice: [Bool]

        public init(
            files: [String], inodes: [UInt64], changedBefore: FileTime, foldersWithOtherFiles: Set<String>, linkedTwice: [Bool] = []
        ) {
            self.files = files
            self.inodes = inodes
            self.changedBefore = changedBefore
            self.foldersWithOtherFiles = foldersWithOtherFiles
            self.linkedTwice = linkedTwice.count == files.count ? linkedTwice : []
        }

        /// The inode of the published file at `path` when it had two links as last seen, else nil.
        /// Its other link is then the previous tree's file at the same path: a publication links
        /// each kept file from the published site to the same path of the staged one, and the tree
        /// it replaces becomes the previous tree, whose files the next staging starts from. So a
        /// file replaced or removed there would have left the published file with one link.
        public func inodeLinkedTwice(_ path: String) -> UInt64? {
            var hint = files.endIndex
            return inodeLinkedTwice(path, hint: &hint)
        }

        /// ``inodeLinkedTwice(_:)`` of paths asked in the order of ``files``, mostly: each is
        /// looked for from `hint`, which is moved past it (``Swift/Array/indexOfSortedText(_:hint:)``).
        public func inodeLinkedTwice(_ path: String, hint: inout Int) -> UInt64? {
            guard !linkedTwice.isEmpty, let index = files.indexOfSortedText(path, hint: &hint), linkedTwice[index], inodes[index] != 0 else {
                return nil
            }
            return inodes[index]
        }

        /// The files of the page folder `folder` (its direct entries), at their places in
        /// ``files`` (and ``inodes``), or nil when the publication put none there, or a folder.
        ///
        /// - Parameter hint: where the last folder looked up ended, moved past this one's files.
        ///   Folders looked up in order (the walk's are) usually start there, which spares the
        ///   search.
        func entries(of folder: String, hint: inout Int) -> ArraySlice<String>? {
            var low = hint
            if !(low < files.endIndex && Self.isFile(files[low], in: folder) && (low == files.startIndex || !Self.isFile(files[low - 1], in: folder))) {
                // Searched in the order `sortedTexts()` gives, `String`'s; the run matched on bytes.
                let folder = folder + "/"
                low = files.partitioningIndex { $0 >= folder }
            }
            var end = low
            while end < files.endIndex, Self.isFile(files[end], in: folder) {
                // A folder inside: its own files could have changed without this folder's time.
                if files[end].utf8.dropFirst(folder.utf8.count + 1).contains(UInt8(ascii: "/")) { return nil }
                end += 1
            }
            hint = end
            return end > low ? files[low..<end] : nil
        }

        /// Whether `path` lies under `folder` (at any depth), on their bytes (compared in place:
        /// a rebuild asks this a few times for every page folder).
        private static func isFile(_ path: String, in folder: String) -> Bool {
            let inPlace = path.utf8.withContiguousStorageIfAvailable { path in
                folder.utf8.withContiguousStorageIfAvailable { folder in
                    path.count > folder.count && path[folder.count] == UInt8(ascii: "/")
                        && (folder.isEmpty || memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0)
                }
            } ?? nil
            if let inPlace { return inPlace }
            let (path, folder) = (path.utf8, folder.utf8)
            guard path.count > folder.count, path.starts(with: folder) else { return false }
            return path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
        }
    }

    /// A time as the file system keeps it: seconds and nanoseconds since 1970.
    public struct FileTime: Sendable, Comparable, Codable {
        public let seconds: Int64
        public let nanoseconds: Int64

        public init(seconds: Int64, nanoseconds: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }

        /// This time less `seconds`.
        public func minus(seconds: Int64) -> Self {
            Self(seconds: self.seconds - seconds, nanoseconds: nanoseconds)
        }

        /// The change time of `info`.
        init(changed info: stat) {
            self.init(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        }
    }

    /// The time now by the staging folder's file system (and clock), as the change time of a
    /// file made and removed at once; nil when it cannot be made. A folder changed after it has
    /// a change time no earlier (``KnownPublication``).
    public func fileSystemTime() -> FileTime? {
        let probe = stagingPath + "/.marquee-clock"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { unlink(probe) }
        var info = stat()
        let found = fstat(descriptor, &info) == 0
        close(descriptor)
        return found ? FileTime(changed: info) : nil
    }

    /// Whether the page folder `branch` of the published folder is as `known` says, looked up
    /// from `cursor`: it was not changed since, and holds no folder. Then its files go into
    /// `result` as the walk would put them there, and true is returned. `hint` is as
    /// ``KnownPublication/entries(of:hint:)`` takes it.
    func carryOverKnown(
        _ branch: String, known: KnownPublication, previouslyWritten: Set<String>, staged: StagedPaths, hints: inout StagedPaths.Hints,
        into result: inout CarryOver, cursor: inout FolderCursor?, hint: inout Int
    ) -> Bool {
        guard !known.foldersWithOtherFiles.contains(branch), let files = known.entries(of: branch, hint: &hint), let info = cursor?.lstat(branch),
              // Two links, its own name and its `.`: a folder inside would add its `..`.
              POSIX.isDirectory(info), info.st_nlink == 2, FileTime(changed: info) < known.changedBefore else {
            return false
        }
        for (index, path) in zip(files.indices, files) {
            let writtenAnew = staged.writtenAnew(path, hints: &hints)
            result.publishedFiles.append(path)
            result.sharedInodes.append(writtenAnew == false ? known.inodes[index] : 0)
            if writtenAnew != nil { continue }
            // Nothing but the publication's own files: what this one did not stage is gone.
            if previouslyWritten.contains(path) { result.removed.append(path) }
        }
        result.foldersTakenAsKnown += 1
        return true
    }
}
