import Foundation

/// A `marquee serve` process running in the background; its output is collected as it comes so
/// a test can wait, within a time limit, for a line to appear.
///
/// `@unchecked Sendable`: the collected output is only touched with `lock` held; `process` is
/// thread-safe for what is used here.
final class ServedMarquee: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()

    init(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws {
        process.executableURL = MarqueeProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = MarqueeProcess.environment(environment)
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        Self.collect(outputPipe.fileHandleForReading) { [self] data in lock.withLock { output.append(data) } }
        Self.collect(errorPipe.fileHandleForReading) { [self] data in lock.withLock { errors.append(data) } }
        try process.run()
    }

    /// Reads `handle` to its end on a thread of its own, handing each read to `append`. Not a
    /// `readabilityHandler`: libdispatch on Linux can crash tearing down the read source of a
    /// pipe (`_dispatch_event_loop_drain`, seen once in a CI rehearsal; swift-corelibs-foundation
    /// pull request 5507 stress-tests that path).
    private static func collect(_ handle: FileHandle, into append: @escaping @Sendable (Data) -> Void) {
        Thread {
            while case let data = handle.availableData, !data.isEmpty {
                append(data)
            }
        }.start()
    }

    var standardOutput: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    /// Polls `condition` every 50 ms until it holds or `seconds` pass. It sleeps without holding a
    /// thread of the concurrency pool, which the in-process servers of other tests answer on.
    @discardableResult
    func wait(seconds: Double, until condition: () throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return try condition()
    }

    /// The port from `Serving <output> at http://127.0.0.1:<port>/ (Ctrl-C to stop)`.
    func waitForPort(seconds: Double = 60) async throws -> UInt16 {
        var port: UInt16?
        await wait(seconds: seconds) {
            port = Self.port(in: standardOutput)
            return port != nil || !process.isRunning
        }
        guard let port else {
            throw Failure(description: "no Serving line within \(seconds) s; stdout: \(standardOutput) stderr: \(standardError)")
        }
        return port
    }

    static func port(in text: String) -> UInt16? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
              let start = line.range(of: "http://127.0.0.1:")?.upperBound,
              let end = line[start...].firstIndex(of: "/") else { return nil }
        return UInt16(line[start..<end])
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The exit status once the process has exited on its own (not killed by a signal), or nil
    /// when it is still running after `seconds` or was killed.
    func waitForExit(seconds: Double) async -> Int32? {
        await wait(seconds: seconds) { !process.isRunning }
        guard !process.isRunning, process.terminationReason == .exit else { return nil }
        return process.terminationStatus
    }

    /// Makes sure nothing is left running.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
