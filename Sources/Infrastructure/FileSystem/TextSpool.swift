#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Texts kept in a temporary file rather than in memory, appended one at a time and read back
/// in order: what a build makes early and needs only at its end (the build memo's lines) need
/// not be held through the build. The file is removed as soon as it is made (only its open
/// descriptor reaches it), so nothing is left behind, however the process ends.
///
/// A spool is used from one task at a time.
public final class TextSpool {
    private let descriptor: Int32
    /// Where the file was made, for messages.
    private let folder: String
    private var lengths: [Int] = []
    private var size = 0
    /// Why reading a text back failed, once it has (``texts``).
    public private(set) var readFailure: FileSystemError?

    /// Makes the file in `folder` (closed in any program this process starts).
    public init(folder: String = TextSpool.temporaryFolder) throws(FileSystemError) {
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
    public static var temporaryFolder: String {
        guard let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// How many texts are in the spool.
    public var count: Int {
        lengths.count
    }

    /// Adds `text` after the others.
    public func append(_ text: String) throws(FileSystemError) {
        var text = text
        let written = text.withUTF8 { bytes in POSIX.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor, at: size) }
        guard written == 0 else { throw POSIX.fail("write a temporary file in", folder, written) }
        lengths.append(text.utf8.count)
        size += text.utf8.count
    }

    /// The texts in the order they were appended, each read as it is reached. A text that
    /// cannot be read ends them early and sets ``readFailure``: check it once they are used.
    public var texts: Texts {
        Texts(spool: self)
    }

    /// The spool's texts, in order (``texts``).
    public struct Texts: Sequence, IteratorProtocol {
        fileprivate let spool: TextSpool
        private var index = 0
        private var offset = 0

        fileprivate init(spool: TextSpool) {
            self.spool = spool
        }

        public mutating func next() -> String? {
            guard spool.readFailure == nil, index < spool.lengths.count else { return nil }
            let length = spool.lengths[index]
            do {
                let text = try spool.read(length: length, at: offset)
                index += 1
                offset += length
                return text
            } catch {
                spool.readFailure = error
                return nil
            }
        }
    }

    private func read(length: Int, at offset: Int) throws(FileSystemError) -> String {
        var failure: Int32 = 0
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            var done = 0
            while done < length {
                let count = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset + done))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : EIO
                    return 0
                }
                done += count
            }
            return done
        }
        guard failure == 0, text.utf8.count == length else { throw POSIX.fail("read a temporary file in", folder, failure == 0 ? EIO : failure) }
        return text
    }
}
