#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, throwing wrappers over the POSIX calls the publisher needs.
enum POSIX {
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static func fail(_ step: String, _ path: String, _ code: Int32 = errno) -> FileSystemError {
        FileSystemError(step: step, path: path, reason: errorText(code), code: code)
    }

    /// `stat` without following a final symbolic link; nil when nothing is there.
    static func lstatIfPresent(_ path: String) throws(FileSystemError) -> stat? {
        var info = stat()
        if lstat(path, &info) == 0 { return info }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        throw fail("inspect", path)
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    static func isRegularFile(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
    static func isSymbolicLink(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFLNK }

    /// Creates `path` and its missing parents.
    static func makeDirectories(_ path: String) throws(FileSystemError) {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw fail("create the folder", path) }
        let parent = parentPath(path)
        guard parent != path else { throw fail("create the folder", path) }
        try makeDirectories(parent)
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw fail("create the folder", path) }
    }

    static func parentPath(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Reads a whole regular file.
    static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("read", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail("read", path) }
        // Read into uninitialized memory: zeroing it first would touch every page twice (a
        // large site's manifest is megabytes, read by every build).
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure { throw fail("read", path, failure) }
        return bytes
    }

    /// Writes a new file with `bytes`, failing if something is already there.
    static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(FileSystemError) {
        try writeNewFile(path, parts: FileParts(whole: bytes))
    }

    /// Writes a new file of `parts`, one after the other, failing if something is already there.
    static func writeNewFile(_ path: String, parts: FileParts) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw fail("write", path) }
        do {
            try parts.forEach { bytes throws(FileSystemError) in
                let code = writeAll(bytes, to: descriptor)
                guard code == 0 else { throw fail("write", path, code) }
                return true
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw fail("write", path) }
    }

    /// Whether the file at `path`, of `parts.count` bytes (its size is checked beforehand),
    /// holds `parts`, read and compared a part at a time.
    static func file(_ path: String, holds parts: FileParts) throws(FileSystemError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("read", path) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, min(parts.count, 1 << 20)), alignment: 1)
        defer { buffer.deallocate() }
        var (offset, same) = (0, true)
        try parts.forEach { part throws(FileSystemError) in
            var done = 0
            while done < part.count {
                let length = min(buffer.count, part.count - done)
                let count = pread(descriptor, buffer.baseAddress!, length, off_t(offset + done))
                if count < 0 {
                    if errno == EINTR { continue }
                    throw fail("read", path)
                }
                guard count > 0, memcmp(buffer.baseAddress!, part.baseAddress! + done, count) == 0 else {
                    same = false
                    return false
                }
                done += count
            }
            offset += part.count
            return true
        }
        return same
    }

    /// Writes every one of `bytes` to `descriptor`, at its current offset or, with `offset`,
    /// from there (`pwrite`), again after a signal; 0, or the `errno` of the write that failed.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil) -> Int32 {
        var done = 0
        while done < bytes.count {
            let remaining = bytes.count - done
            let count = if let offset {
                pwrite(descriptor, bytes.baseAddress! + done, remaining, off_t(offset + done))
            } else {
                write(descriptor, bytes.baseAddress! + done, remaining)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            done += count
        }
        return 0
    }

    /// The entries of a folder, sorted, without `.` and `..`.
    static func listDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try listDirectoryTypes(path).map(\.name)
    }

    /// The entries of a folder, sorted, without `.` and `..`, each with whether it is a folder,
    /// a regular file or neither as the listing says (nil when the file system does not say, as
    /// `DT_UNKNOWN`; ask `lstat` then), and its inode number as the listing gives it (a hint:
    /// an overlay file system may list another number than `lstat` gives).
    static func listDirectoryTypes(_ path: String) throws(FileSystemError) -> [(name: String, type: EntryType?, inode: UInt64)] {
        try listDirectoryTypes(at: FolderCursor.Base(folder: AT_FDCWD, offset: 0), path, named: path)
    }

    /// ``listDirectoryTypes(_:)`` of the folder at `path` looked up from `base` (the part of
    /// `path` after `base.offset` bytes, from the open folder `base.folder`); errors say `name`.
    static func listDirectoryTypes(
        at base: FolderCursor.Base, _ path: String, named name: String
    ) throws(FileSystemError) -> [(name: String, type: EntryType?, inode: UInt64)] {
        let descriptor = path.withCString { openat(base.folder, $0 + base.offset, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0, let directory = fdopendir(descriptor) else {
            let code = errno
            if descriptor >= 0 { close(descriptor) }
            throw fail("list", name, code)
        }
        defer { closedir(directory) }
        var entries: [(name: String, type: EntryType?, inode: UInt64)] = []
        while let entry = readdir(directory) {
            // Read in place: a `dirent` is only as long as its name, so copying the whole
            // 256-byte `d_name` field could read past the end of the listing's buffer.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: direntNameOffset).assumingMemoryBound(to: CChar.self))
            guard name != "." && name != ".." else { continue }
            let type: EntryType? = switch Int32(UnsafeRawPointer(entry).load(fromByteOffset: direntTypeOffset, as: UInt8.self)) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .regularFile
            case Int32(DT_UNKNOWN): nil
            default: .other
            }
            entries.append((name, type, UInt64(entry.pointee.d_ino)))
        }
        return entries.map(\.name).sortedTextsOrder().map { entries[$0] }
    }

    /// What a folder's listing says an entry is.
    enum EntryType {
        case folder
        case regularFile
        case other
    }

    private static let direntNameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    private static let direntTypeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!

    /// Removes a file, link or whole folder tree; nothing there is fine.
    static func removeTree(_ path: String) throws(FileSystemError) {
        guard let info = try lstatIfPresent(path) else { return }
        if isDirectory(info) {
            for name in try listDirectory(path) {
                try removeTree(path + "/" + name)
            }
            guard rmdir(path) == 0 || errno == ENOENT else { throw fail("remove", path) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw fail("remove", path) }
        }
    }

    /// The absolute, symlink-free form of an existing path.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return decode(buffer.prefix { $0 != 0 })
    }

    /// Decodes C characters as UTF-8.
    static func decode(_ characters: some Collection<CChar>) -> String {
        String(decoding: characters.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against the working directory, with `.` and `..` parts resolved
    /// lexically (the path need not exist).
    static func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
