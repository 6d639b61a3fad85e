import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/poster_test_server.py` on a free loopback port, started and stopped by a test; closing
/// its standard input stops it too, so it never outlives the test process.
final class PosterTestServer: @unchecked Sendable {
    let port: Int
    private let process: Process
    private let input: Pipe

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/poster_test_server.py")

    init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--max-lifetime", "120"]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NoPort()
        }
        self.port = port
    }

    struct NoPort: Error {}

    deinit {
        stop()
    }

    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)/\(path)"
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// How many image requests the server has answered.
    func requestCount() async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: url("__stats"))!)
        let stats = try JSONSerialization.jsonObject(with: data) as? [String: Int]
        return stats?["requests"] ?? -1
    }
}
