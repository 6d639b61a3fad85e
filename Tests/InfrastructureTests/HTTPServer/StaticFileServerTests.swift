import Foundation
import Infrastructure
import TestSupport
import Testing

/// The server over real loopback sockets, serving a temporary folder.
@Suite struct StaticFileServerTests {
    private final class AccessLog: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var entries: [HTTPAccessLogEntry] = []
        func append(_ entry: HTTPAccessLogEntry) { lock.withLock { entries.append(entry) } }
        var all: [HTTPAccessLogEntry] { lock.withLock { entries } }
    }

    private func withServer(
        readTimeout: Duration = .seconds(5),
        maxConnections: Int = 32,
        _ body: (TemporaryDirectory, UInt16, AccessLog) throws -> Void
    ) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<h1>home</h1>", to: "site/index.html")
        try folder.write("body { color: red }", to: "site/style.css")
        try folder.write("heat", to: "site/search/heat/index.html")
        try folder.write("secret", to: "secret.txt")
        var configuration = StaticFileServerConfiguration(root: folder.path("site"), port: 0)
        configuration.readTimeout = readTimeout
        configuration.maxConnections = maxConnections
        configuration.maxHeadBytes = 1024
        let log = AccessLog()
        let server = StaticFileServer(configuration: configuration) { log.append($0) }
        let port = try server.start()
        defer { server.stop() }
        #expect(port != 0)
        #expect(server.port == port)
        try body(folder, port, log)
    }

    @Test func servesFilesWithTypeAndLength() throws {
        try withServer { _, port, log in
            let home = try LoopbackHTTPClient.request("/", port: port)
            #expect(home.status == 200)
            #expect(home.text == "<h1>home</h1>")
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.headers["content-length"] == "13")
            #expect(home.headers["connection"] == "close")
            #expect(home.headers["date"]?.hasSuffix(" GMT") == true)

            let style = try LoopbackHTTPClient.request("/style.css?v=2", port: port)
            #expect(style.status == 200)
            #expect(style.headers["content-type"] == "text/css; charset=utf-8")
            #expect(style.text == "body { color: red }")

            let folder = try LoopbackHTTPClient.request("/search/heat/", port: port)
            #expect(folder.text == "heat")
            #expect(log.all.contains(HTTPAccessLogEntry(method: "GET", target: "/style.css?v=2", status: .ok, bodyBytes: 19)))
        }
    }

    @Test func headSendsTheHeadOnly() throws {
        try withServer { _, port, _ in
            let head = try LoopbackHTTPClient.request("/style.css", method: "HEAD", port: port)
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == "19")
            #expect(head.body.isEmpty)
        }
    }

    @Test func redirectsAFolderToItsSlash() throws {
        try withServer { _, port, _ in
            let response = try LoopbackHTTPClient.request("/search/heat?x=1", port: port)
            #expect(response.status == 301)
            #expect(response.headers["location"] == "/search/heat/")
        }
    }

    @Test func otherMethodsAre405() throws {
        try withServer { _, port, _ in
            for method in ["POST", "PUT", "DELETE", "OPTIONS", "get"] {
                let response = try LoopbackHTTPClient.request("/", method: method, port: port)
                #expect(response.status == 405, "\(method)")
                #expect(response.headers["allow"] == "GET, HEAD")
            }
            let withBody = try LoopbackHTTPClient.exchange(
                Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5000\r\n\r\n\(String(repeating: "x", count: 5000))".utf8),
                port: port
            )
            #expect(withBody.status == 405)
        }
    }

    @Test func malformedRequestsAre400AndHugeOnes431() throws {
        try withServer { _, port, log throws in
            #expect(try LoopbackHTTPClient.exchange(Array("HELLO\r\n\r\n".utf8), port: port).status == 400)
            #expect(try LoopbackHTTPClient.exchange(Array("GET / HTTP/1.1\r\n\r\n".utf8), port: port).status == 400)
            #expect(try LoopbackHTTPClient.exchange(Array("GET /%zz HTTP/1.0\r\n\r\n".utf8), port: port).status == 400)
            #expect(try LoopbackHTTPClient.exchange(Array("GET / HTTP/2.0\r\n\r\n".utf8), port: port).status == 505)
            let huge = "GET / HTTP/1.1\r\nHost: a\r\nX-Filler: \(String(repeating: "y", count: 4000))\r\n\r\n"
            #expect(try LoopbackHTTPClient.exchange(Array(huge.utf8), port: port).status == 431)
            #expect(log.all.contains { $0.method == "-" && $0.status == .badRequest })
        }
    }

    @Test func notFoundUsesTheSitesPageWhenThereIsOne() throws {
        try withServer { folder, port, _ in
            let plain = try LoopbackHTTPClient.request("/nope/", port: port)
            #expect(plain.status == 404)
            #expect(plain.headers["content-type"] == "text/html; charset=utf-8")
            #expect(plain.text.contains("404 Not Found"))

            try folder.write("<h1>Lost?</h1>", to: "site/404.html")
            let custom = try LoopbackHTTPClient.request("/nope/", port: port)
            #expect(custom.status == 404)
            #expect(custom.text == "<h1>Lost?</h1>")
            #expect(try LoopbackHTTPClient.request("/nope", method: "HEAD", port: port).body.isEmpty)
        }
    }

    @Test func traversalIsRefusedHoweverItIsSpelled() throws {
        try withServer { folder, port, _ in
            try FileManager.default.createSymbolicLink(atPath: folder.path("site/leak.txt"), withDestinationPath: folder.path("secret.txt"))
            for target in ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/search/..%2f..%2fsecret.txt",
                           "/leak.txt", "http://127.0.0.1/../secret.txt"] {
                let response = try LoopbackHTTPClient.request(target, port: port)
                #expect(response.status == 403, "\(target): \(response.status)")
                #expect(!response.text.contains("secret"), "\(target) leaked the file")
            }
            #expect(try LoopbackHTTPClient.request("/.marquee-manifest.json", port: port).status == 404)
        }
    }

    @Test func aSilentClientIsDroppedAndAPartialOneGets408() throws {
        try withServer(readTimeout: .milliseconds(300)) { _, port, _ in
            let silent = try LoopbackHTTPClient.connect(port: port, timeout: 5)
            defer { close(silent) }
            let started = ContinuousClock.now
            #expect(try LoopbackHTTPClient.readToEnd(silent).isEmpty)
            #expect(ContinuousClock.now - started < .seconds(3))

            let slow = try LoopbackHTTPClient.connect(port: port, timeout: 5)
            defer { close(slow) }
            try LoopbackHTTPClient.send(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8), on: slow)
            let answer = try LoopbackHTTPClient.parse(LoopbackHTTPClient.readToEnd(slow))
            #expect(answer.status == 408)

            // The server is still there for the next client.
            #expect(try LoopbackHTTPClient.request("/", port: port).status == 200)
        }
    }

    @Test func servesManyClientsAtOnce() throws {
        try withServer(readTimeout: .seconds(2), maxConnections: 4) { _, port, _ in
            // Four clients hold every slot by sending nothing.
            let holders = try (0..<4).map { _ in try LoopbackHTTPClient.connect(port: port, timeout: 5) }
            Thread.sleep(forTimeInterval: 0.2)
            #expect(try LoopbackHTTPClient.request("/", port: port).status == 503)
            holders.forEach { close($0) }
            Thread.sleep(forTimeInterval: 0.3)

            let statuses = LockedStatuses()
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                statuses.append((try? LoopbackHTTPClient.request("/style.css", port: port).status) ?? -1)
            }
            #expect(statuses.all.count == 16)
            #expect(statuses.all.allSatisfy { $0 == 200 || $0 == 503 })
            #expect(statuses.all.contains(200))
        }
    }

    @Test func aNewFolderSwappedInIsServedAtOnce() throws {
        try withServer { folder, port, _ in
            #expect(try LoopbackHTTPClient.request("/", port: port).text == "<h1>home</h1>")
            try folder.write("<h1>new</h1>", to: "next/index.html")
            try FileManager.default.moveItem(atPath: folder.path("site"), toPath: folder.path("previous"))
            try FileManager.default.moveItem(atPath: folder.path("next"), toPath: folder.path("site"))
            #expect(try LoopbackHTTPClient.request("/", port: port).text == "<h1>new</h1>")
            #expect(try LoopbackHTTPClient.request("/style.css", port: port).status == 404)
        }
    }

    @Test func aPortInUseIsReportedAndStopFreesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let first = StaticFileServer(configuration: StaticFileServerConfiguration(root: folder.path, port: 0))
        let port = try first.start()
        let second = StaticFileServer(configuration: StaticFileServerConfiguration(root: folder.path, port: port))
        #expect(throws: HTTPServerError.addressInUse(port: port)) { try second.start() }
        #expect(HTTPServerError.addressInUse(port: port).description.contains("already in use"))

        first.stop()
        #expect(first.port == nil)
        #expect(throws: LoopbackHTTPClient.Failure.self) { try LoopbackHTTPClient.request("/", port: port) }
        #expect(try second.start() == port)
        second.stop()
    }
}

/// Statuses collected from several threads; guarded by `lock`.
private final class LockedStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int] = []
    func append(_ status: Int) { lock.withLock { statuses.append(status) } }
    var all: [Int] { lock.withLock { statuses } }
}
