import Foundation

/// The write end of the pipe the signal handler writes to: set before the handler is installed
/// and left alone while it is. `nonisolated(unsafe)`: a signal handler may not take a lock; it
/// only reads this descriptor, which `TerminationSignals` sets while no handler of its own is
/// installed (one instance at a time per process).
nonisolated(unsafe) private var terminationSignalPipe: Int32 = -1

/// Writes the signal's number to the pipe; `write` is async-signal-safe.
private let terminationSignalHandler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(terminationSignalPipe, &byte, 1)
}

/// SIGINT and SIGTERM as an async sequence, for a process that runs until it is told to stop.
///
/// A plain handler writes each signal to a pipe (the self-pipe trick) and a thread turns the
/// pipe into `received`. A build run in the same process installs its own handling for its
/// duration and restores the default actions when it ends; call `rearm()` after each build so
/// that a signal still stops the server cleanly instead of killing it.
///
/// `@unchecked Sendable`: the pipe descriptors are set once in `init`; `closed` is guarded by
/// `lock`.
final class TerminationSignals: @unchecked Sendable {
    /// The name of each signal received, e.g. `SIGTERM`.
    let received: AsyncStream<String>

    private static let watched: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]
    private let readEnd: Int32
    private let writeEnd: Int32
    private let lock = NSLock()
    private var closed = false

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        received = stream
        terminationSignalPipe = writeEnd
        let readEnd = readEnd
        let reader = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { break }
                let name = Self.watched.first { $0.number == Int32(byte) }?.name ?? "signal \(byte)"
                continuation.yield(name)
            }
            continuation.finish()
        }
        reader.name = "marquee-signals"
        reader.start()
        rearm()
    }

    /// Installs the handler (again, after a build restored the default actions).
    func rearm() {
        guard lock.withLock({ !closed }) else { return }
        for signalInfo in Self.watched { signal(signalInfo.number, terminationSignalHandler) }
    }

    /// Restores the default actions and stops listening.
    func cancel() {
        let wasOpen = lock.withLock { () -> Bool in
            defer { closed = true }
            return !closed
        }
        guard wasOpen else { return }
        for signalInfo in Self.watched { signal(signalInfo.number, SIG_DFL) }
        terminationSignalPipe = -1
        close(writeEnd)
    }

    /// Waits for the first signal; nil if listening stopped first.
    func next() async -> String? {
        var iterator = received.makeAsyncIterator()
        return await iterator.next()
    }
}
