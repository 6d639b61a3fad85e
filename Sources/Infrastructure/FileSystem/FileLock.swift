import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock held through an open file (`flock`), so it is released when the process
/// ends however it ends; a lock file left by a dead process is simply taken over. The holder's
/// pid is written into the file so that others can name it.
public final class FileLock: @unchecked Sendable {
    /// Why the lock could not be taken.
    public enum Failure: Error, Sendable, Equatable {
        /// Another live process holds it; its pid when the file names one.
        case held(byPID: Int32?)
        case unavailable(FileSystemError)
    }

    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Takes the lock at once or fails; never waits.
    public static func acquire(path: String) throws(Failure) -> FileLock {
        do {
            try POSIX.makeDirectories(POSIX.parentPath(POSIX.absolutePath(path)))
        } catch {
            throw .unavailable(error)
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unavailable(POSIX.fail("open the lock file", path)) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = Self.readPID(descriptor)
            close(descriptor)
            if code == EWOULDBLOCK { throw .held(byPID: holder) }
            throw .unavailable(POSIX.fail("lock", path, code))
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return FileLock(path: path, descriptor: descriptor)
    }

    /// Releases the lock; also done on deinit and, by the kernel, on exit.
    public func release() {
        guard descriptor >= 0 else { return }
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }

    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
