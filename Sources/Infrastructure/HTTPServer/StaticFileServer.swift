import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server for the files under one folder, on 127.0.0.1 only, for previews.
///
/// It answers `GET` and `HEAD` (405 otherwise), maps paths through ``StaticPathResolver`` (so
/// `..`, encoded or not, and symbolic links out of the root are refused, and the root is resolved
/// again for every request), sends one response per connection with `Connection: close`, and
/// bounds what a client can cost: the request head must fit in `maxHeadBytes` and arrive within
/// `readTimeout`, writes time out too, and at most `maxConnections` are served at once, each on
/// a thread of its own (more get a 503).
///
/// `@unchecked Sendable`: the mutable state (listening socket, wake-up pipe, running flag,
/// connection count) lives in `state` and is only touched with `lock` held; everything else is
/// immutable.
public final class StaticFileServer: @unchecked Sendable {
    /// The configuration the server was made with.
    public let configuration: StaticFileServerConfiguration

    private struct State {
        var isRunning = false
        var listener: Int32 = -1
        var wakeWrite: Int32 = -1
        var port: UInt16?
        var activeConnections = 0
    }

    private let parser: HTTPRequestParser
    private let responder: StaticFileResponder
    private let accessLog: (@Sendable (HTTPAccessLogEntry) -> Void)?
    private let lock = NSLock()
    private var state = State()
    private let acceptLoopFinished = DispatchSemaphore(value: 0)

    /// - Parameter accessLog: called once for every answered request, from the connection's
    ///   thread.
    public init(configuration: StaticFileServerConfiguration, accessLog: (@Sendable (HTTPAccessLogEntry) -> Void)? = nil) {
        self.configuration = configuration
        self.parser = HTTPRequestParser(maxHeadBytes: configuration.maxHeadBytes)
        self.responder = StaticFileResponder(resolver: StaticPathResolver(root: configuration.root))
        self.accessLog = accessLog
    }

    deinit {
        stop()
    }

    /// The port listened on, once started.
    public var port: UInt16? {
        lock.withLock { state.port }
    }

    /// Binds 127.0.0.1:`configuration.port` and starts accepting on a thread of its own.
    ///
    /// - Returns: the port listened on (the one picked by the system when configured as 0).
    /// - Throws: `addressInUse` when another socket listens there, `permissionDenied`, or
    ///   `socket` for other failures. Starting a running server returns its port.
    @discardableResult
    public func start() throws(HTTPServerError) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        if state.isRunning, let port = state.port { return port }
        let (listener, port) = try ServerSocket.makeListener(port: configuration.port, backlog: configuration.backlog)
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(listener)
            throw .socket(step: "create the wake-up pipe", reason: String(cString: strerror(code)), code: code)
        }
        pipeEnds.forEach(ServerSocket.setCloseOnExec)
        state = State(
            isRunning: true, listener: listener, wakeWrite: pipeEnds[1], port: port,
            activeConnections: state.activeConnections
        )
        let (wake, wakeWrite) = (pipeEnds[0], pipeEnds[1])
        let thread = Thread { [self] in acceptLoop(listener: listener, wake: wake, wakeWrite: wakeWrite) }
        thread.name = "marquee-http-accept"
        thread.start()
        return port
    }

    /// Stops accepting and closes the listening socket; waits (briefly) for the accept thread.
    /// Connections being answered finish on their own, within the time limits. The accept
    /// thread keeps the server alive while it runs, so call this rather than relying on
    /// `deinit`.
    public func stop() {
        let wasRunning = lock.withLock { () -> Bool in
            guard state.isRunning else { return false }
            state.isRunning = false
            var byte: UInt8 = 1
            _ = write(state.wakeWrite, &byte, 1)
            return true
        }
        if wasRunning { _ = acceptLoopFinished.wait(timeout: .now() + 2) }
    }

    // MARK: - Private

    /// Accepts until a byte arrives on `wake`, then closes this run's descriptors.
    private func acceptLoop(listener: Int32, wake: Int32, wakeWrite: Int32) {
        while true {
            let ready = ServerSocket.waitReadable([listener, wake], milliseconds: -1)
            if ready.contains(wake) { break }
            guard ready.contains(listener) else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if errno == EMFILE || errno == ENFILE {
                    // Out of descriptors: give running connections a moment to finish.
                    _ = ServerSocket.waitReadable([wake], milliseconds: 50)
                }
                continue
            }
            ServerSocket.setCloseOnExec(client)
            dispatch(client)
        }
        lock.withLock {
            close(listener)
            close(wake)
            close(wakeWrite)
            if state.listener == listener {
                state = State(activeConnections: state.activeConnections)
            }
        }
        acceptLoopFinished.signal()
    }

    /// Serves `client` on a new thread, or answers 503 at once when every slot is taken.
    private func dispatch(_ client: Int32) {
        let admitted = lock.withLock { () -> Bool in
            guard state.activeConnections < configuration.maxConnections else { return false }
            state.activeConnections += 1
            return true
        }
        guard admitted else {
            let busy = responder.busy()
            ServerSocket.setSendTimeout(client, .milliseconds(200))
            // Read the request if it is already there (briefly: this is the accept thread), so
            // that closing does not reset the connection before the client reads the 503.
            if !ServerSocket.waitReadable([client], milliseconds: 20).isEmpty {
                _ = ServerSocket.receive(client, upTo: configuration.maxHeadBytes)
            }
            if case .bytes(let body) = busy.body { _ = ServerSocket.sendAll(client, busy.head() + body) }
            shutdown(client, Int32(SHUT_WR))
            close(client)
            return
        }
        let connection = StaticFileConnection(
            descriptor: client, parser: parser, responder: responder, readTimeout: configuration.readTimeout
        )
        let thread = Thread { [self] in
            connection.serve { entry in accessLog?(entry) }
            lock.withLock { state.activeConnections -= 1 }
        }
        thread.name = "marquee-http-connection"
        thread.stackSize = 512 * 1024
        thread.start()
    }
}
