import Foundation
import TestSupport

/// `scripts/tmdb_test_server.py` for the TMDB integration tests: the credentials it accepts, the
/// `/3` root to point the stack at, and what it recorded.
struct TMDBTestServer: Sendable {
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

    private let server: PythonTestServer

    /// Starts the server and waits for its port.
    init(slowSeconds: Double = 1, delayMilliseconds: Int = 0) throws {
        server = try PythonTestServer(script: "tmdb_test_server.py", arguments: [
            "--api-key", Self.apiKey, "--access-token", Self.accessToken,
            "--slow-seconds", String(slowSeconds), "--delay-ms", String(delayMilliseconds), "--max-lifetime", "300",
        ])
    }

    var port: Int { server.port }

    /// `http://127.0.0.1:<port>/3`.
    var baseURL: URL { URL(string: server.url("3"))! }

    /// Stops the server and waits until it is gone; the port then refuses connections.
    func stop() {
        server.stop()
    }

    /// Every request the server answered under /3/, in order of arrival.
    func requests() async throws -> [LoggedRequest] {
        try await server.json("__requests", as: [LoggedRequest].self)
    }

    func stats() async throws -> Stats {
        try await server.json("__stats", as: Stats.self)
    }
}
