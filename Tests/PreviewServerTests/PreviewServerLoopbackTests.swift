import Foundation
import Infrastructure
import Logging
@testable import PreviewServer
import TestSupport
import Testing

/// The server on a real socket over loopback: what it costs a client to hold connections open.
///
/// The blocking client runs on a dispatch queue, off the concurrency pool that the in-process
/// server answers on, so that a client waiting for an answer never holds up that answer.
@Suite(.serialized) struct PreviewServerLoopbackTests {
    private func withServer(_ body: (PreviewSite, UInt16) async throws -> Void) async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        let server = PreviewServer(configuration: PreviewServerConfiguration(root: site.root, port: 0), logger: Logger(label: "test"))
        let port = try await server.start()
        do {
            try await body(site, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test func listensOnLoopbackOnlyAndAPortInUseIsAnError() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        let server = PreviewServer(configuration: PreviewServerConfiguration(root: site.root, port: 0), logger: Logger(label: "test"))
        let port = try await server.start()
        #expect(port != 0)
        let second = PreviewServer(configuration: PreviewServerConfiguration(root: site.root, port: port), logger: Logger(label: "test"))
        await #expect(throws: PreviewServerError.addressInUse(port: port)) { try await second.start() }
        await second.stop()
        // Bound to 127.0.0.1, not to every address: another local address of the machine is refused.
        #expect(throws: (any Error).self) { try Self.connect(to: "127.0.0.2", port: port) }
        await server.stop()
    }

    @Test func keepsConnectionsAlive() async throws {
        try await withServer { _, port in
            let socket = try LoopbackHTTPClient.connect(port: port)
            defer { close(socket) }
            for _ in 0..<3 {
                let answer = try await Self.offThePool {
                    try LoopbackHTTPClient.send(Array("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), on: socket)
                    return try LoopbackHTTPClient.read(socket, until: "color: black; }\n")
                }
                #expect(answer.hasPrefix("HTTP/1.1 200 OK"))
            }
        }
    }

    /// No clock: a server that made the request wait for held connections would answer it only
    /// after closing them (its idle timeout, 30 s). So the request is answered, and afterwards an
    /// idle and a slow connection, held since before it, are still open and answered too.
    @Test func twoHundredIdleAndFortySlowConnectionsDoNotHoldUpARequest() async throws {
        try await withServer { _, port in
            let (status, idleStatus, slowStatus) = try await Self.offThePool { () -> (Int, String, String) in
                var idle: [Int32] = []
                var slow: [Int32] = []
                defer { (idle + slow).forEach { close($0) } }
                for _ in 0..<200 { idle.append(try LoopbackHTTPClient.connect(port: port)) }
                // Slow clients: a request head begun and not finished.
                for _ in 0..<40 {
                    let socket = try LoopbackHTTPClient.connect(port: port)
                    slow.append(socket)
                    try LoopbackHTTPClient.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8), on: socket)
                }
                let answer = try LoopbackHTTPClient.request("/", port: port)
                try LoopbackHTTPClient.send(Array("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), on: idle[0])
                let idleAnswer = try LoopbackHTTPClient.read(idle[0], until: "color: black; }\n")
                try LoopbackHTTPClient.send(Array("1\r\n\r\n".utf8), on: slow[0])
                let slowAnswer = try LoopbackHTTPClient.read(slow[0], until: "\r\n\r\n")
                return (answer.status, String(idleAnswer.prefix(15)), String(slowAnswer.prefix(15)))
            }
            #expect(status == 200)
            #expect(idleStatus == "HTTP/1.1 200 OK", "an idle connection was closed before the request was answered")
            #expect(slowStatus == "HTTP/1.1 200 OK", "a slow connection was closed before the request was answered")
        }
    }

    @Test func aRequestHeadBeyondTheLimitIsRefused() async throws {
        try await withServer { _, port in
            let big = String(repeating: "a", count: 16 * 1024)
            let (refused, next) = try await Self.offThePool {
                let answer = try LoopbackHTTPClient.exchange(
                    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(big)\r\nConnection: close\r\n\r\n".utf8), port: port
                )
                return (answer.status, try LoopbackHTTPClient.request("/", port: port).status)
            }
            #expect(refused == 431 || refused == 400, "status \(refused)")
            #expect(next == 200)
        }
    }

    @Test func pagesListeningForEventsHearOfRebuildsAndTheServerStopsWithThem() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        let server = PreviewServer(configuration: PreviewServerConfiguration(root: site.root, port: 0), logger: Logger(label: "test"))
        let port = try await server.start()
        let socket = try LoopbackHTTPClient.connect(port: port)
        defer { close(socket) }
        try LoopbackHTTPClient.send(Array("GET /__marquee/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), on: socket)
        let head = try await Self.offThePool { try LoopbackHTTPClient.read(socket, until: "event: hello") }
        #expect(head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(head.lowercased().contains("content-type: text/event-stream"))
        server.liveReload.failed("broken template")
        #expect(try await Self.offThePool { try LoopbackHTTPClient.read(socket, until: "data: broken template") }.contains("event: failure"))
        server.liveReload.reloaded()
        #expect(try await Self.offThePool { try LoopbackHTTPClient.read(socket, until: "event: reload") }.contains("event: reload"))
        // Stopping does not wait for the open stream, which never ends by itself (a stop that
        // waited would never return); the bound is generous, for a loaded machine.
        let stopping = ContinuousClock.now
        await server.stop()
        #expect(ContinuousClock.now - stopping < .seconds(30))
    }

    private struct Refused: Error {}

    private static func connect(to address: String, port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Refused()
        }
        return socket
    }
}
