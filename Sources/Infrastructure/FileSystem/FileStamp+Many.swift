#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

extension FileStamp {
    /// A regular file's stamp as numbers, for hashing a whole site's stamps without making a text
    /// of each; ``description`` is the stamp ``FileStamp/of(_:)`` gives.
    public struct Numbers: Equatable, Sendable, CustomStringConvertible {
        public let device: UInt64
        public let inode: UInt64
        public let size: Int64
        public let seconds: Int64
        public let nanoseconds: Int64

        /// The stamp of `info`, or nil when it is not a regular file.
        init?(_ info: stat) {
            guard POSIX.isRegularFile(info) else { return nil }
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            seconds = Int64(modified.tv_sec)
            nanoseconds = Int64(modified.tv_nsec)
        }

        public var description: String {
            "\(device):\(inode):\(size):\(seconds).\(nanoseconds)"
        }
    }

    /// The stamps of the regular files at `relativePaths` below `directory`, in order (nil where
    /// there is none), read on every core: a site's worth of `lstat` calls is path lookups in the
    /// kernel, which run side by side, each from the open folder rather than from the root.
    public static func numbers(of relativePaths: ArraySlice<String>, in directory: String) -> [Numbers?] {
        guard !relativePaths.isEmpty else { return [] }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return relativePaths.map { _ in nil } }
        defer { close(folder) }
        let paths = Array(relativePaths)
        let chunk = 512
        let chunks = (paths.count + chunk - 1) / chunk
        return [Numbers?](unsafeUninitializedCapacity: paths.count) { buffer, initialized in
            // Each chunk initializes its own slots and no other.
            let slots = UncheckedSendable(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                var info = stat()
                for slot in index * chunk..<min(paths.count, (index + 1) * chunk) {
                    let found = fstatat(folder, paths[slot], &info, AT_SYMLINK_NOFOLLOW) == 0
                    (slots.value + slot).initialize(to: found ? Numbers(info) : nil)
                }
            }
            initialized = paths.count
        }
    }
}

/// A value handed to the threads of `concurrentPerform` whose use the caller keeps safe.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
