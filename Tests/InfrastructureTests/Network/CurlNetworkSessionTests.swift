import Foundation
import Testing
import TestSupport
@testable import Infrastructure

/// The libcurl session against a real HTTP server on loopback (scripts/http_echo_server.py).
@Suite("CurlNetworkSession on loopback")
final class CurlNetworkSessionTests {
    private struct Echo: Decodable {
        let method: String
        let path: String
        let headers: [String: String]
        let body: String
    }

    private let server: PythonTestServer
    private let session: CurlNetworkSession

    init() throws {
        server = try PythonTestServer(script: "http_echo_server.py", arguments: ["--max-lifetime", "300"])
        session = try CurlNetworkSession(maxConnectionsPerHost: 4)
    }

    private func request(_ path: String, method: String = "GET", body: Data? = nil, timeout: Duration = .seconds(10), headers: [String: String] = [:]) throws -> NetworkRequest {
        NetworkRequest(url: try #require(URL(string: server.url(path))), method: method, body: body, timeout: timeout, headers: headers)
    }

    private func echo(_ response: NetworkResponse) throws -> Echo {
        try JSONDecoder().decode(Echo.self, from: response.body)
    }

    @Test("a GET sends its headers and reads the status, the headers (repeated ones joined) and the body")
    func get() async throws {
        let response = try await session.response(for: request("echo/a?x=1", headers: ["X-Custom": "value 1", "Accept": "application/json"]))
        #expect(response.statusCode == 200)
        #expect(response.value(forHeader: "X-ECHO") == "yes")
        #expect(response.value(forHeader: "x-twice") == "a, b")
        let echo = try echo(response)
        #expect(echo.method == "GET")
        #expect(echo.path == "/echo/a?x=1")
        #expect(echo.headers["x-custom"] == "value 1")
        #expect(echo.headers["accept"] == "application/json")
        #expect(echo.body.isEmpty)
    }

    @Test("a PUT sends its body with no made-up content type and no Expect round trip; a set content type is sent")
    func put() async throws {
        let body = Data(String(repeating: "0123456789", count: 300_000).utf8)
        let plain = try echo(await session.response(for: request("echo", method: "PUT", body: body)))
        #expect(plain.method == "PUT")
        #expect(plain.body.utf8.count == body.count)
        #expect(plain.headers["content-type"] == nil)
        #expect(plain.headers["expect"] == nil)
        let typed = try echo(await session.response(for: request("echo", method: "PUT", body: Data("<p>".utf8), headers: ["Content-Type": "text/html"])))
        #expect(typed.headers["content-type"] == "text/html")
        #expect(typed.body == "<p>")
    }

    @Test("POST, DELETE and HEAD go out as such; a POST without a body says Content-Length: 0")
    func methods() async throws {
        let post = try echo(await session.response(for: request("echo", method: "POST")))
        #expect(post.method == "POST")
        #expect(post.headers["content-length"] == "0")
        let postWithBody = try echo(await session.response(for: request("echo", method: "POST", body: Data("<Delete/>".utf8))))
        #expect(postWithBody.body == "<Delete/>")
        #expect(try echo(await session.response(for: request("echo", method: "DELETE"))).method == "DELETE")
        let head = try await session.response(for: request("echo", method: "HEAD"))
        #expect(head.statusCode == 200)
        #expect(head.body.isEmpty)
    }

    @Test("an error status is an answer: its status, Retry-After and body")
    func errorStatus() async throws {
        let response = try await session.response(for: request("status/503"))
        #expect(response.statusCode == 503)
        #expect(response.value(forHeader: "Retry-After") == "3")
        #expect(String(decoding: response.body, as: UTF8.self) == "status 503")
    }

    @Test("redirects are followed and gzip bodies decoded")
    func redirectsAndGzip() async throws {
        let redirected = try await session.response(for: request("redirect"))
        #expect(redirected.statusCode == 200)
        #expect(try echo(redirected).path == "/echo/redirected")
        #expect(redirected.value(forHeader: "Location") == nil)
        let zipped = try await session.response(for: request("gzip"))
        #expect(String(decoding: zipped.body, as: UTF8.self) == String(repeating: "hello gzip ", count: 20))
    }

    /// Told apart by how they end, not by the clock (the suite runs beside others on a busy
    /// machine): without the idle timeout the slow answer would come as a 200 after 30 s, and
    /// the stalled body would end as a lost connection after 5 s.
    @Test("no answer within the timeout, or a body that stops coming, is a timeout")
    func timeouts() async throws {
        let slow = await #expect(throws: NetworkTransferFailure.self) {
            try await self.session.response(for: self.request("slow/30000", timeout: .milliseconds(300)))
        }
        #expect(slow?.kind == .timedOut)
        let stalled = await #expect(throws: NetworkTransferFailure.self) {
            try await self.session.response(for: self.request("stall", timeout: .milliseconds(300)))
        }
        #expect(stalled?.kind == .timedOut)
    }

    @Test("a slow answer within the timeout is not cut off")
    func slowButInTime() async throws {
        let response = try await session.response(for: request("slow/400", timeout: .seconds(20)))
        #expect(String(decoding: response.body, as: UTF8.self) == "slow")
    }

    /// Without the cancellation the answer would come as a 200 after 30 s.
    @Test("cancelling the task ends its transfer")
    func cancellation() async throws {
        let request = try request("slow/30000")
        let session = self.session
        let task = Task { try await session.response(for: request) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = await #expect(throws: NetworkTransferFailure.self) { try await task.value }
        #expect(error?.kind == .cancelled)
    }

    @Test("a dropped connection, a port that refuses and a header with a line break fail as such")
    func failures() async throws {
        let dropped = await #expect(throws: NetworkTransferFailure.self) { try await self.session.response(for: self.request("drop")) }
        #expect(dropped?.kind == .connectionLost)
        let injected = await #expect(throws: NetworkTransferFailure.self) {
            try await self.session.response(for: self.request("echo", headers: ["X-Bad": "a\r\nX-Injected: 1"]))
        }
        #expect(injected?.kind == .badHeader)
        let url = server.url("echo")
        server.stop()
        let refused = await #expect(throws: NetworkTransferFailure.self) {
            try await self.session.response(for: NetworkRequest(url: URL(string: url)!))
        }
        #expect(refused?.kind == .connectionRefused)
    }

    @Test("many requests at once each get their own answer")
    func concurrent() async throws {
        let requests = try (0..<40).map { try request("echo/\($0)", method: "PUT", body: Data("body \($0)".utf8)) }
        let session = self.session
        let answers = try await withThrowingTaskGroup(of: (Int, Echo).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index, try JSONDecoder().decode(Echo.self, from: try await session.response(for: request).body)) }
            }
            return try await group.reduce(into: [Int: Echo]()) { $0[$1.0] = $1.1 }
        }
        #expect(answers.count == 40)
        for (index, echo) in answers {
            #expect(echo.path == "/echo/\(index)")
            #expect(echo.body == "body \(index)")
        }
    }

    @Test("a libcurl that is not there is named, with what to install")
    func missingLibrary() {
        let error = #expect(throws: CurlNetworkSession.Unavailable.self) {
            try CurlNetworkSession(maxConnectionsPerHost: 1, library: "libcurl-missing.so.9")
        }
        #expect(error?.description.contains("libcurl-missing.so.9") == true)
        #expect(error?.description.contains("apt-get install libcurl4") == true)
    }
}
