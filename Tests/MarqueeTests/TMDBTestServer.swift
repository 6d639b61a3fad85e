import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/tmdb_test_server.py` on a free loopback port, for the end-to-end tests. Closing its
/// standard input stops it too, so it never outlives the test process.
final class TMDBTestServer: @unchecked Sendable {
    static let apiKey = "e2e-key-5d1f0c9a7b3e"

    let port: Int
    private let process: Process
    private let input: Pipe

    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/tmdb_test_server.py")

    init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--api-key", Self.apiKey, "--max-lifetime", "300"]
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

    deinit {
        stop()
    }

    private struct NoPort: Error, CustomStringConvertible {
        var description: String { "scripts/tmdb_test_server.py printed no port; is python3 on PATH?" }
    }

    /// `http://127.0.0.1:<port>/3`, for `TMDB_API_BASE_URL`.
    var baseURL: String { "http://127.0.0.1:\(port)/3" }

    /// The environment of a `marquee` run against this server, whatever the test process has.
    var environment: [String: String] {
        ["TMDB_API_KEY": Self.apiKey, "TMDB_ACCESS_TOKEN": "", "TMDB_API_BASE_URL": baseURL, "TMDB_IMAGE_BASE_URL": ""]
    }

    /// Stops the server and waits until it is gone; its port then refuses connections.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// How many /3/ requests the server answered.
    func requestCount() async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/__stats")!)
        let stats = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return stats?["requests"] as? Int ?? -1
    }
}
