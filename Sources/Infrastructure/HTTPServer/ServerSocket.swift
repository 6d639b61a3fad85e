#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls the server needs, over plain POSIX.
enum ServerSocket {
    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// A non-blocking socket listening on 127.0.0.1:`port`, and the port it got.
    static func makeListener(port: UInt16, backlog: Int32) throws(HTTPServerError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw failure("create a socket") }
        var success = false
        defer { if !success { close(descriptor) } }
        setCloseOnExec(descriptor)
        var yes: Int32 = 1
        // Lets a restarted server bind while old connections linger in TIME_WAIT; it does not
        // let two servers listen on one port.
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            switch errno {
            case EADDRINUSE: throw .addressInUse(port: port)
            case EACCES: throw .permissionDenied(port: port)
            default: throw failure("bind to 127.0.0.1:\(port)")
            }
        }
        guard listen(descriptor, backlog) == 0 else { throw failure("listen on 127.0.0.1:\(port)") }
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else { throw failure("configure the socket") }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw failure("read the bound port") }
        success = true
        return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
    }

    /// 127.0.0.1:`port` as a socket address.
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    static func setCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    /// Bounds how long one `send` may block.
    static func setSendTimeout(_ descriptor: Int32, _ timeout: Duration) {
        var value = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Waits until one of `descriptors` can be read, at most `milliseconds` (-1: no limit).
    /// Returns the readable ones; empty on timeout.
    static func waitReadable(_ descriptors: [Int32], milliseconds: Int32) -> [Int32] {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let count = poll(&fds, nfds_t(fds.count), milliseconds)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return [] }
            return fds.filter { $0.revents != 0 }.map(\.fd)
        }
    }

    /// Sends every byte; false when the peer is gone or a send timed out.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, sendFlags) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Receives what is there, up to `count` bytes: nil on an error, empty at end of stream.
    static func receive(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            if received < 0 {
                if errno == EINTR { continue }
                return nil
            }
            return Array(buffer[..<received])
        }
    }

    private static func failure(_ step: String) -> HTTPServerError {
        let code = errno
        return .socket(step: step, reason: String(cString: strerror(code)), code: code)
    }
}
