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

    @Test func lettingGoRemovesTheFileAndARefusalLeavesTheHoldersFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("site.lock")
        let lock = try FileLock.acquire(path: path)
        #expect(throws: FileLock.Failure.self) { _ = try FileLock.acquire(path: path) }
        #expect(folder.exists("site.lock"), "a refused taker must not remove the holder's file")
        lock.release()
        #expect(!folder.exists("site.lock"))
        #expect(folder.files(in: "").isEmpty)
    }

    @Test func takersRacingHoldersThatLetGoNeverHoldItTogether() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("site.lock")
        let holders = HolderCount()
        // Threads take and let go in a tight loop; at no moment may two hold the lock.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<300 {
                        guard let lock = try? FileLock.acquire(path: path) else { continue }
                        holders.enter()
                        holders.leave()
                        lock.release()
                    }
                }
            }
        }
        #expect(holders.mostAtOnce == 1)
        #expect(!folder.exists("site.lock"))
    }
}

/// How many holders a lock had at once, at most.
/// `@unchecked Sendable`: `counts` is only touched holding `lock` (an `NSLock`, which
/// ThreadSanitizer sees, unlike a contended `Synchronization.Mutex` on Linux).
private final class HolderCount: @unchecked Sendable {
    private var counts = (current: 0, most: 0)
    private let lock = NSLock()

    var mostAtOnce: Int { lock.withLock { counts.most } }

    func enter() {
        lock.withLock {
            counts.current += 1
            counts.most = max(counts.most, counts.current)
        }
        usleep(50)
    }

    func leave() {
        lock.withLock { counts.current -= 1 }
    }
}
