#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file for bytes a build makes early and reads back later, outside memory: made in a
/// temporary folder and removed at once, so that only its open descriptor reaches it and
/// nothing is left behind, however the process ends. Bytes are appended at its end and read
/// back from any offset.
///
/// Used from one task at a time.
final class TemporaryFile {
    private let descriptor: Int32
    /// Where the file was made, for messages.
    let folder: String
    /// How many bytes have been appended.
    private(set) var size = 0

    /// Makes the file in `folder` (closed in any program this process starts).
    init(folder: String) throws(FileSystemError) {
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("marquee-spool-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw POSIX.fail("make a temporary file in", folder) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        self.descriptor = descriptor
        self.folder = folder
    }

    deinit {
        close(descriptor)
    }

    /// `TMPDIR`, or `/tmp` when it is not set: where SQLite puts its temporary files too.
    static var temporaryFolder: String {
        guard let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// Adds `bytes` at the end.
    func append(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        let written = POSIX.writeAll(bytes, to: descriptor, at: size)
        guard written == 0 else { throw POSIX.fail("write a temporary file in", folder, written) }
        size += bytes.count
    }

    /// Fills `buffer` with the bytes from `offset` on; it must not reach past the end.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileSystemError) {
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw POSIX.fail("read a temporary file in", folder, count < 0 ? errno : EIO) }
            done += count
        }
    }
}
