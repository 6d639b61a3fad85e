import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP/1.1 client over a loopback socket, so a test sends exactly the bytes it means
/// (URLSession would clean up `..` before sending). Every call is bounded by a timeout.
public enum LoopbackHTTPClient {
    /// An answer as it came: status, headers and body bytes.
    public struct Response: Sendable {
        public let status: Int
        /// Header names lowercased.
        public let headers: [String: String]
        public let body: [UInt8]
        /// The body decoded as UTF-8.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A socket call that failed, or an answer that is not HTTP/1.1.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `method target` with a Host header, answered in full.
    public static func request(_ target: String, method: String = "GET", port: UInt16) throws -> Response {
        try exchange(Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// Sends `bytes` and reads the answer until the server closes.
    public static func exchange(_ bytes: [UInt8], port: UInt16, timeout: Double = 60) throws -> Response {
        let socket = try connect(port: port, timeout: timeout)
        defer { close(socket) }
        try send(bytes, on: socket)
        return try parse(readToEnd(socket))
    }

    /// A connected socket whose reads and writes give up after `timeout` seconds.
    public static func connect(port: UInt16, timeout: Double = 60) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(socket)
            throw Failure(description: "connect to 127.0.0.1:\(port): \(String(cString: strerror(code)))")
        }
        return socket
    }

    /// Sends all of `bytes` on `socket`.
    public static func send(_ bytes: [UInt8], on socket: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure(description: "send: \(errno)") }
            offset += sent
        }
    }

    /// Everything until the peer closes; throws on a timeout.
    public static func readToEnd(_ socket: Int32) throws -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == ECONNRESET { return result }
                throw Failure(description: "recv: \(String(cString: strerror(errno))) after \(result.count) bytes")
            }
            result += buffer[..<count]
        }
    }

    /// What arrives until it holds `marker` (for a stream, or an answer on a kept-alive
    /// connection); throws when the peer closes first or the socket's timeout passes.
    public static func read(_ socket: Int32, until marker: String) throws -> String {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !String(decoding: result, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(description: "no \(marker) before the connection ended: \(String(decoding: result, as: UTF8.self))")
            }
            result += buffer[..<count]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The status, headers and body of a whole answer.
    public static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw Failure(description: "no complete response head in \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = Array(bytes[(end + 4)...])
        let chunked = headers["transfer-encoding"]?.lowercased() == "chunked"
        return Response(status: status, headers: headers, body: chunked ? try dechunk(body) : body)
    }

    /// The data of a `Transfer-Encoding: chunked` body, without its framing.
    private static func dechunk(_ framed: [UInt8]) throws -> [UInt8] {
        var data: [UInt8] = []
        var offset = 0
        while true {
            guard let lineEnd = (offset..<max(offset, framed.count - 1)).first(where: { framed[$0] == 13 && framed[$0 + 1] == 10 }) else {
                throw Failure(description: "a chunk size line does not end")
            }
            let sizeText = String(decoding: framed[offset..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw Failure(description: "bad chunk size \(sizeText)")
            }
            if size == 0 { return data }
            let start = lineEnd + 2
            guard start + size <= framed.count else { throw Failure(description: "a chunk ends early") }
            data += framed[start..<start + size]
            offset = start + size + 2
        }
    }
}
