#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file without reading it: its device, inode, size and
/// modification time (to the nanosecond). A file rewritten or replaced gets a new stamp; a file
/// hard-linked elsewhere keeps it.
public enum FileStamp {
    /// `device:inode:size:seconds.nanoseconds` of the regular file at `path` (a symbolic link is
    /// not followed), or nil when there is none.
    public static func of(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    /// The stamp of the regular file at `path`, following symbolic links (for the executable).
    public static func following(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    private static func stamp(_ info: stat) -> String? {
        Numbers(info)?.description
    }
}
