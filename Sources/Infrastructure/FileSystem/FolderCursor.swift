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
    private var name: Substring = ""
    private var descriptor: Int32 = -1

    /// - Parameter root: an open folder, or `AT_FDCWD` for paths below the working folder.
    init(root: Int32) {
        self.root = root
    }

    /// Where to look up `path` (relative to `root`): from its first folder when that opens,
    /// else from `root`.
    mutating func base(for path: String) -> Base {
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return Base(folder: root, offset: 0) }
        let head = path[..<slash]
        if head != name {
            close()
            name = head
            descriptor = openat(root, String(head), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { return Base(folder: root, offset: 0) }
        return Base(folder: descriptor, offset: path.utf8.distance(from: path.utf8.startIndex, to: slash) + 1)
    }

    /// The `lstat` of `path` (relative to `root`), or nil when there is nothing there.
    mutating func lstat(_ path: String) -> stat? {
        let base = base(for: path)
        var info = stat()
        let found = path.withCString { fstatat(base.folder, $0 + base.offset, &info, AT_SYMLINK_NOFOLLOW) }
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
        name = ""
    }
}
