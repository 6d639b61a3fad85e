#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection: reads one request head within the time limit, answers it and closes
/// (`Connection: close`). Runs on the connection's own thread and blocks it.
struct StaticFileConnection {
    let descriptor: Int32
    let parser: HTTPRequestParser
    let responder: StaticFileResponder
    let readTimeout: Duration

    private enum HeadRead {
        case head([UInt8])
        case closed
        case timedOut(receivedAny: Bool)
        case failed(HTTPRequestError)
    }

    /// Serves the connection and closes the socket; `record` hears what was answered before the
    /// socket is closed (nothing when the client left, or stayed silent, before a request).
    func serve(record: (HTTPAccessLogEntry) -> Void) {
        defer { closeGracefully() }
        ServerSocket.setSendTimeout(descriptor, readTimeout)
        if let entry = answerRequest() { record(entry) }
    }

    private func answerRequest() -> HTTPAccessLogEntry? {
        switch readHead() {
        case .closed, .timedOut(receivedAny: false):
            return nil
        case .timedOut(receivedAny: true):
            return answer(responder.timeout(), method: "-", target: "-")
        case .failed(let error):
            return answer(responder.respond(to: error), method: "-", target: "-")
        case .head(let head):
            do {
                let request = try parser.parse(head)
                return answer(responder.respond(to: request), method: request.method, target: request.target)
            } catch {
                return answer(responder.respond(to: error), method: "-", target: "-")
            }
        }
    }

    private func readHead() -> HeadRead {
        let clock = ContinuousClock()
        let deadline = clock.now + readTimeout
        var buffer: [UInt8] = []
        while true {
            do {
                if let length = try parser.headLength(in: buffer) { return .head(Array(buffer[..<length])) }
            } catch {
                return .failed(error)
            }
            let remaining = deadline - clock.now
            guard remaining > .zero else { return .timedOut(receivedAny: !buffer.isEmpty) }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
            guard !ServerSocket.waitReadable([descriptor], milliseconds: milliseconds).isEmpty else { continue }
            guard let chunk = ServerSocket.receive(descriptor, upTo: 4096), !chunk.isEmpty else { return .closed }
            buffer += chunk
        }
    }

    /// Sends `response`; returns its log entry with the body bytes actually sent.
    private func answer(_ response: StaticFileResponse, method: String, target: String) -> HTTPAccessLogEntry {
        var sent = 0
        if ServerSocket.sendAll(descriptor, response.head()), !response.omitsBody {
            switch response.body {
            case .bytes(let bytes):
                if ServerSocket.sendAll(descriptor, bytes) { sent = bytes.count }
            case .file(let file):
                var remaining = file.size
                while remaining > 0 {
                    let chunk = file.nextChunk(maxBytes: min(65536, remaining))
                    guard !chunk.isEmpty, ServerSocket.sendAll(descriptor, chunk) else { break }
                    sent += chunk.count
                    remaining -= chunk.count
                }
            }
        }
        return HTTPAccessLogEntry(method: method, target: target, status: response.status, bodyBytes: sent)
    }

    /// Half-closes, then reads what the client still sends (briefly, a little) before closing,
    /// so that unread request bytes do not make the kernel reset the connection and cut the
    /// response short.
    private func closeGracefully() {
        shutdown(descriptor, Int32(SHUT_WR))
        var drained = 0
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(500)
        while drained < 65536, clock.now < deadline {
            guard !ServerSocket.waitReadable([descriptor], milliseconds: 100).isEmpty,
                  let chunk = ServerSocket.receive(descriptor, upTo: 4096), !chunk.isEmpty else { break }
            drained += chunk.count
        }
        close(descriptor)
    }
}
