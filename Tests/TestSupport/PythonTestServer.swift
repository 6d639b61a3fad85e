import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test server from `scripts/` (e.g. `tmdb_test_server.py`) on a free loopback port, started and
/// stopped by a test. The script prints its port on its first line of standard output and stops
/// when its standard input is closed, so it never outlives the test process.
///
/// `@unchecked Sendable`: `process` and `input` are only used through thread-safe calls
/// (`isRunning`, `terminate`, `waitUntilExit`, `close`).
public final class PythonTestServer: @unchecked Sendable {
    /// Why the server gave no port: python3 is missing, the script failed, or it took too long.
    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The loopback port the server listens on.
    public let port: Int
    private let process: Process
    private let input: Pipe

    /// `scripts/` of this repository, found from this file's place in `Tests/TestSupport/`.
    private static let scriptsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts")

    /// Starts `python3 scripts/<script> <arguments>` and waits, at most `startTimeout` seconds, for
    /// the port it prints.
    public init(script: String, arguments: [String] = [], startTimeout: TimeInterval = 60) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.scriptsDirectory.appendingPathComponent(script).path] + arguments
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let deadline = Date().addingTimeInterval(startTimeout)
        let line = Self.firstLine(of: output.fileHandleForReading.fileDescriptor, deadline: deadline)
        guard let line, let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            try? input.fileHandleForWriting.close()
            let printed = line.map { "“\(String(decoding: $0, as: UTF8.self))”" } ?? "nothing within \(startTimeout) s"
            throw StartFailure(description: "scripts/\(script) printed no port (\(printed)); is python3 on PATH?")
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port>/<path>`.
    public func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)/\(path)"
    }

    /// Stops the server and waits until it is gone; its port then refuses connections.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The JSON the server answers at `path` (e.g. `__requests`), decoded as `type`.
    public func json<Value: Decodable>(_ path: String, as type: Value.Type) async throws -> Value {
        let (data, _) = try await URLSession.shared.data(from: URL(string: url(path))!)
        return try JSONDecoder().decode(type, from: data)
    }

    /// How many requests the server has counted: `requests` of its `/__stats`, -1 when missing.
    public func requestCount() async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: url("__stats"))!)
        let stats = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return stats?["requests"] as? Int ?? -1
    }

    /// What `descriptor` gives up to its first newline or its end; nil when `deadline` passes first.
    private static func firstLine(of descriptor: Int32, deadline: Date) -> Data? {
        var line = Data()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !line.contains(UInt8(ascii: "\n")) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(max(0, deadline.timeIntervalSinceNow * 1000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            line.append(contentsOf: buffer[..<count])
        }
        return line
    }
}
