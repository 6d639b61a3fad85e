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
        /// Its number of hard links (at most `UInt32.max`), which the stamp's text leaves out.
        public let links: UInt32

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
            links = UInt32(clamping: info.st_nlink)
        }

        public var description: String {
            "\(device):\(inode):\(size):\(seconds).\(nanoseconds)"
        }
    }

    /// `transform` of each chunk of `relativePaths` (below `directory`) with the chunk's stamps
    /// (nil where there is no regular file, and for every path when `directory` cannot be
    /// opened), in chunk order. The stamps are read and transformed on every core: a site's worth
    /// of `lstat` calls is path lookups in the kernel, which run side by side, each from the open
    /// folder of its first component (``FolderCursor``), and what is made of them (a digest) is
    /// made there too, so that no more than a chunk's stamps exist at once on each.
    ///
    /// - Parameter known: stamps aligned with `relativePaths` that are taken as they are; the
    ///   files where it holds nil (or every file, without it) are read.
    public static func mapChunks<Part: Sendable>(
        of relativePaths: [String], in directory: String, chunkSize: Int = 512, known: [Numbers?]? = nil,
        _ transform: @Sendable (ArraySlice<String>, [Numbers?]) -> Part
    ) -> [Part] {
        mapChunks(count: relativePaths.count, in: directory, chunkSize: chunkSize, known: known) { cursor, position in
            cursor.lstat(relativePaths[position])
        } _: { positions, stamps in
            transform(relativePaths[positions], stamps)
        }
    }

    /// The same for paths held as bytes, none of them known:
    /// `transform` gets the positions of a chunk's paths. Their stamps are read from the bytes
    /// where they lie, so that no path needs to be made a string first.
    public static func mapChunks<Part: Sendable>(
        of relativePaths: PackedPaths, in directory: String, chunkSize: Int = 512,
        _ transform: @Sendable (Range<Int>, [Numbers?]) -> Part
    ) -> [Part] {
        mapChunks(count: relativePaths.count, in: directory, chunkSize: chunkSize, known: nil) { cursor, position in
            relativePaths.withPath(at: position) { cursor.lstat(utf8: $0) }
        } _: { positions, stamps in
            transform(positions, stamps)
        }
    }

    private static func mapChunks<Part: Sendable>(
        count: Int, in directory: String, chunkSize: Int, known: [Numbers?]?,
        lstat: @Sendable (inout FolderCursor, Int) -> stat?, _ transform: @Sendable (Range<Int>, [Numbers?]) -> Part
    ) -> [Part] {
        guard count > 0 else { return [] }
        let chunk = max(1, chunkSize)
        let chunks = (count + chunk - 1) / chunk
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if folder >= 0 { close(folder) } }
        return [Part](madeConcurrently: chunks) { index in
            let positions = index * chunk..<min(count, (index + 1) * chunk)
            var cursor = FolderCursor(root: folder)
            defer { cursor.close() }
            let stamps = positions.map { position -> Numbers? in
                if let stamp = known?[position] { return stamp }
                return folder >= 0 ? lstat(&cursor, position).flatMap(Numbers.init) : nil
            }
            return transform(positions, stamps)
        }
    }
}
