#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading; closed when released.
final class OpenFile {
    let descriptor: Int32
    let size: Int

    /// Opens `path` if it is a regular file; never blocks on a FIFO and never follows a final
    /// symbolic link (the path given is already resolved).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, POSIX.isRegularFile(info) else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.size = Int(info.st_size)
    }

    /// Reads up to `count` bytes from the current position; empty at the end or on an error.
    func nextChunk(maxBytes count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let read = bytes.withUnsafeMutableBytes { buffer -> Int in
                #if canImport(Glibc)
                return Glibc.read(descriptor, buffer.baseAddress, count)
                #else
                return Darwin.read(descriptor, buffer.baseAddress, count)
                #endif
            }
            if read < 0 && errno == EINTR { continue }
            return read > 0 ? Array(bytes[..<read]) : []
        }
    }

    deinit {
        close(descriptor)
    }
}
