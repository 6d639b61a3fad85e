#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks up paths below an open folder from the folder of their first component, kept open while
/// the paths (in order) share it: the kernel then walks one name fewer for each, a third of a
/// page's `folder/slug/index.html`, and none of the folders above the site. Not thread-safe:
/// one for each thread.
struct FolderCursor {
    /// Where to look a path up from: an open folder, and how many bytes of the path to skip.
    struct Base {
        let folder: Int32
        let offset: Int
    }

    /// The open folder the paths are below.
    let root: Int32
    /// The UTF-8 of the open folder's name.
    private var name: [UInt8] = []
    private var descriptor: Int32 = -1

    /// - Parameter root: an open folder, or `AT_FDCWD` for paths below the working folder.
    init(root: Int32) {
        self.root = root
    }

    /// Where to look up `path` (relative to `root`): from its first folder when that opens,
    /// else from `root`.
    mutating func base(for path: String) -> Base {
        var path = path
        return path.withUTF8 { base(forUTF8: $0) }
    }

    /// ``base(for:)`` of a path given as UTF-8.
    ///
    /// The path's bytes are searched and compared in place: walking its `UTF8View` and comparing
    /// `Substring`s cost 7% of keeping a site unchanged (callgrind), and took two names of the same
    /// text, one composed and one decomposed, for the same folder.
    mutating func base(forUTF8 path: UnsafeBufferPointer<UInt8>) -> Base {
        guard let slash = path.firstIndex(of: UInt8(ascii: "/")) else { return Base(folder: root, offset: 0) }
        let head = UnsafeBufferPointer(rebasing: path[..<slash])
        if !Self.equal(head, name) {
            close()
            name = Array(head)
            descriptor = openat(root, String(decoding: head, as: UTF8.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        return descriptor >= 0 ? Base(folder: descriptor, offset: slash + 1) : Base(folder: root, offset: 0)
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard let base = bytes.baseAddress else { return other.isEmpty }
        return bytes.count == other.count && memcmp(base, other, bytes.count) == 0
    }

    /// The `lstat` of `path` (relative to `root`), or nil when there is nothing there.
    mutating func lstat(_ path: String) -> stat? {
        var path = path
        return path.withUTF8 { lstat(utf8: $0) }
    }

    /// ``lstat(_:)`` of a path given as UTF-8, where it lies (a ``PackedPaths``' path has no NUL
    /// after it: the name looked up is copied into a small buffer that has one, a few bytes
    /// against the kernel's microseconds of looking it up).
    mutating func lstat(utf8 path: UnsafeBufferPointer<UInt8>) -> stat? {
        let base = base(forUTF8: path)
        let name = UnsafeBufferPointer(rebasing: path[base.offset...])
        var info = stat()
        let found = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count + 1) { buffer in
            _ = buffer.initialize(from: name)
            buffer[name.count] = 0
            return buffer.withMemoryRebound(to: CChar.self) { fstatat(base.folder, $0.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) }
        }
        return found == 0 ? info : nil
    }

    /// Closes the first component's folder (not `root`).
    mutating func close() {
        if descriptor >= 0 {
            #if canImport(Glibc)
            _ = Glibc.close(descriptor)
            #else
            _ = Darwin.close(descriptor)
            #endif
        }
        descriptor = -1
        name = []
    }
}
