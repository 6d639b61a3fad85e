import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock held through an open file (`flock`), so it is released when the process
/// ends however it ends; a lock file left by a dead process is simply taken over. The holder's
/// pid is written into the file so that others can name it, and the holder removes the file
/// when it lets go, so nothing is left behind once the work is done.
///
/// Removing the file is safe because only the holder removes it, while it still holds the lock,
/// and a new holder checks after locking that the path still names the file it locked: one that
/// locked a file just removed tries again with the new one.
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
        // A file removed by its last holder between our open and our lock is locked in vain:
        // open the new one. Each round needs a holder to have let go, so a few rounds suffice.
        for _ in 0..<16 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .unavailable(POSIX.fail("open the lock file", path)) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                let holder = Self.readPID(descriptor)
                close(descriptor)
                if code == EWOULDBLOCK { throw .held(byPID: holder) }
                throw .unavailable(POSIX.fail("lock", path, code))
            }
            guard Self.pathNames(descriptor, path) else {
                close(descriptor)
                continue
            }
            let pid = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            return FileLock(path: path, descriptor: descriptor)
        }
        throw .unavailable(POSIX.fail("lock", path, EAGAIN))
    }

    /// Removes the lock file and releases the lock; also done on deinit. The kernel releases the
    /// lock (not the file) of a process that ends without this.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }

    /// True when `path` names the very file open as `descriptor`.
    private static func pathNames(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
