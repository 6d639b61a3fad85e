import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct FileLockTests {
    @Test func aSecondHolderIsRefusedWithThePIDOfTheFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("locks/site.lock")

        let first = try FileLock.acquire(path: path)
        #expect(throws: FileLock.Failure.held(byPID: ProcessInfo.processInfo.processIdentifier)) {
            _ = try FileLock.acquire(path: path)
        }
        first.release()

        let again = try FileLock.acquire(path: path)
        again.release()
    }

    @Test func aLockFileLeftBehindIsTakenOver() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("123456\n", to: "site.lock")

        let lock = try FileLock.acquire(path: folder.path("site.lock"))
        defer { lock.release() }
        #expect(folder.read("site.lock") == "\(ProcessInfo.processInfo.processIdentifier)\n")
    }
}
