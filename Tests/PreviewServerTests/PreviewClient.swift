import Foundation
import HTTPTypes
import NIOCore
import TestSupport

/// Requests to a preview server listening on loopback, each on its own connection, sent as raw
/// bytes (so `..` reaches the server as written) and answered as HTTPTypes values.
struct PreviewClient: Sendable {
    /// One answer: its status, headers and body.
    struct Response {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: ByteBuffer
    }

    let port: UInt16

    /// Sends `method uri` with `headers` and hands the whole answer to `inspect`.
    ///
    /// The blocking socket work runs on a dispatch queue, off the concurrency pool that the
    /// in-process server answers on; while the whole suite runs on two cores that pool can be
    /// busy for many seconds, so an answer gets a minute before the request counts as failed.
    @discardableResult
    func execute<Result>(
        uri: String,
        method: HTTPRequest.Method,
        headers: HTTPFields = [:],
        _ inspect: (Response) async throws -> Result
    ) async throws -> Result {
        var head = "\(method.rawValue) \(uri) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
        let request = Array((head + "\r\n").utf8)
        let port = self.port
        let answer = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try LoopbackHTTPClient.exchange(request, port: port, timeout: 60) })
            }
        }
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { fields[name] = value }
        }
        return try await inspect(Response(status: HTTPResponse.Status(code: answer.status), headers: fields, body: ByteBuffer(bytes: answer.body)))
    }
}
