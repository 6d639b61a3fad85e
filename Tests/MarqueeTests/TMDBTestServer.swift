import TestSupport

/// `scripts/tmdb_test_server.py` for the end-to-end tests, with the environment that points a
/// `marquee` run at it.
struct TMDBTestServer: Sendable {
    static let apiKey = "e2e-key-5d1f0c9a7b3e"

    private let server: PythonTestServer

    init() throws {
        server = try PythonTestServer(script: "tmdb_test_server.py", arguments: ["--api-key", Self.apiKey, "--max-lifetime", "300"])
    }

    /// `http://127.0.0.1:<port>/3`, for `TMDB_API_BASE_URL`.
    var baseURL: String { server.url("3") }

    /// The environment of a `marquee` run against this server, whatever the test process has.
    var environment: [String: String] {
        ["TMDB_API_KEY": Self.apiKey, "TMDB_ACCESS_TOKEN": "", "TMDB_API_BASE_URL": baseURL, "TMDB_IMAGE_BASE_URL": ""]
    }

    /// Stops the server and waits until it is gone; its port then refuses connections.
    func stop() {
        server.stop()
    }

    /// How many /3/ requests the server answered.
    func requestCount() async throws -> Int {
        try await server.requestCount()
    }

    /// One request the server answered: its path and query parameters (never the key).
    struct Request: Decodable, Sendable {
        let path: String
        let params: [String: String]
    }

    /// Every /3/ request the server answered so far, in order.
    func requests() async throws -> [Request] {
        try await server.json("__requests", as: [Request].self)
    }

    /// From now on every /3/ request (under `/3/<prefix>`) is answered with `status`; 0 ends
    /// the outage.
    func outage(status: Int, prefix: String = "") async throws {
        _ = try await server.json("__outage?status=\(status)&prefix=\(prefix)", as: [String: Int].self)
    }
}
