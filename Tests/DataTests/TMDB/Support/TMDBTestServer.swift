import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/tmdb_test_server.py` on a free loopback port, started and stopped by a test. Closing
/// its standard input stops it too, so it never outlives the test process.
final class TMDBTestServer: @unchecked Sendable {
    /// One request as the server recorded it (the credential itself is never recorded).
    struct LoggedRequest: Decodable, Sendable, Equatable {
        let path: String
        let params: [String: String]
        /// `api_key`, `bearer`, `wrong` or `none`.
        let credential: String
    }

    struct Stats: Decodable, Sendable {
        let maxInFlight: Int
        let requests: Int

        enum CodingKeys: String, CodingKey {
            case requests
            case maxInFlight = "max_in_flight"
        }
    }

    static let apiKey = "test-key-9f2c41d7e0b3"
    static let accessToken = "test-token-77aa01bc55de"

    let port: Int
    private let process: Process
    private let input: Pipe

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/tmdb_test_server.py")

    /// Starts the server and waits for its port.
    init(slowSeconds: Double = 1, delayMilliseconds: Int = 0) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.script.path, "--api-key", Self.apiKey, "--access-token", Self.accessToken,
            "--slow-seconds", String(slowSeconds), "--delay-ms", String(delayMilliseconds), "--max-lifetime", "300",
        ]
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
            throw ServerError.noPort(String(decoding: line, as: UTF8.self))
        }
        self.port = port
    }

    deinit {
        stop()
    }

    enum ServerError: Error, CustomStringConvertible {
        case noPort(String)

        var description: String {
            switch self {
            case let .noPort(output):
                "scripts/tmdb_test_server.py printed no port (“\(output)”); is python3 on PATH?"
            }
        }
    }

    /// `http://127.0.0.1:<port>/3`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/3")! }

    /// Stops the server and waits until it is gone; the port then refuses connections.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Every request the server answered under /3/, in order of arrival.
    func requests() async throws -> [LoggedRequest] {
        try await get("__requests", as: [LoggedRequest].self)
    }

    func stats() async throws -> Stats {
        try await get("__stats", as: Stats.self)
    }

    private func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/\(path)")!)
        return try JSONDecoder().decode(type, from: data)
    }
}
