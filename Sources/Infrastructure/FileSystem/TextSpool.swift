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
    private let file: TemporaryFile
    private var lengths: [Int] = []
    /// Why reading a text back failed, once it has (``texts``).
    public private(set) var readFailure: FileSystemError?

    /// Makes the file in `folder` (closed in any program this process starts).
    public init(folder: String = TextSpool.temporaryFolder) throws(FileSystemError) {
        file = try TemporaryFile(folder: folder)
    }

    /// `TMPDIR`, or `/tmp` when it is not set: where SQLite puts its temporary files too.
    public static var temporaryFolder: String {
        TemporaryFile.temporaryFolder
    }

    /// How many texts are in the spool.
    public var count: Int {
        lengths.count
    }

    /// Adds `text` after the others.
    public func append(_ text: String) throws(FileSystemError) {
        var text = text
        var failure: FileSystemError?
        text.withUTF8 { bytes in
            do throws(FileSystemError) { try file.append(UnsafeRawBufferPointer(bytes)) } catch { failure = error }
        }
        if let failure { throw failure }
        lengths.append(text.utf8.count)
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
        var failure: FileSystemError?
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            do throws(FileSystemError) {
                try file.read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
                return length
            } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        guard text.utf8.count == length else { throw POSIX.fail("read a temporary file in", file.folder, EIO) }
        return text
    }
}
