/// The bytes of a file of megabytes, appended a part at a time and kept in a temporary file
/// (``TemporaryFile``) rather than in memory until the file is written: the search box's
/// scripts of a large site. When no temporary file can be made or written (no room in
/// `TMPDIR`), the parts from then on are held in memory instead: nothing is lost, it only
/// costs memory.
///
/// Two spools are equal when they are the same spool.
///
/// `@unchecked Sendable`: it is appended to by one task at a time, then only read.
public final class ByteSpool: Hashable, @unchecked Sendable {
    private let folder: String
    private var file: TemporaryFile?
    private var fileFailed = false
    /// The parts appended once the file could not take them.
    private var held: [[UInt8]] = []
    /// How many bytes have been appended.
    public private(set) var count = 0

    /// A spool whose file is made in `folder` when its first part is appended.
    public init(folder: String = TextSpool.temporaryFolder) {
        self.folder = folder
    }

    /// Adds `part` after the others.
    public func append(_ part: [UInt8]) {
        guard !part.isEmpty else { return }
        count += part.count
        if held.isEmpty, !fileFailed {
            do throws(FileSystemError) {
                try part.withBytes(try openFile().append)
                return
            } catch {
                fileFailed = true
            }
        }
        held.append(part)
    }

    private func openFile() throws(FileSystemError) -> TemporaryFile {
        if let file { return file }
        let file = try TemporaryFile(folder: folder)
        self.file = file
        return file
    }

    /// Hands `body` the bytes in order, in parts of at most `partSize` bytes, each valid only
    /// during its call, until it returns false.
    public func forEachPart(
        partSize: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) throws(FileSystemError) -> Bool
    ) throws(FileSystemError) {
        if let file, file.size > 0 {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(1, partSize), file.size), alignment: 1)
            defer { buffer.deallocate() }
            var offset = 0
            while offset < file.size {
                let part = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, file.size - offset)])
                try file.read(into: part, at: offset)
                guard try body(UnsafeRawBufferPointer(part)) else { return }
                offset += part.count
            }
        }
        for part in held {
            guard try part.withBytes(body) else { return }
        }
    }

    /// Every byte, in one array.
    public func bytes() throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        try forEachPart { part in
            bytes.append(contentsOf: part)
            return true
        }
        return bytes
    }

    public static func == (lhs: ByteSpool, rhs: ByteSpool) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
