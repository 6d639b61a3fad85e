import CCurlClient
import Foundation

/// One request of a ``CurlNetworkSession``, holding the C transfer until it is released.
///
/// `@unchecked Sendable`: the C transfer's calls are safe from any thread, and its results are
/// read only once it has ended.
final class CurlTransfer: @unchecked Sendable {
    let pointer: OpaquePointer

    /// - Throws: ``NetworkTransferFailure`` when a header holds a line break (it would end the
    ///   header early), or when there is no memory for the transfer.
    init(_ request: NetworkRequest) throws(NetworkTransferFailure) {
        let milliseconds = max(1, Int(exactly: (request.timeout.timeInterval * 1000).rounded(.down)) ?? Int.max)
        guard let pointer = marquee_http_transfer_create(request.method, request.url.absoluteString, milliseconds) else {
            throw NetworkTransferFailure(.outOfMemory)
        }
        self.pointer = pointer
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            guard !(name + value).utf8.contains(where: { $0 == 10 || $0 == 13 || $0 == 0 }) else {
                throw NetworkTransferFailure(.badHeader)
            }
            // "Name;" is libcurl's way to send a header with no value ("Name:" would remove it).
            let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
            guard marquee_http_transfer_add_header(pointer, line) == 0 else { throw NetworkTransferFailure(.outOfMemory) }
        }
        if let body = request.body {
            let stored = body.withUnsafeBytes { marquee_http_transfer_set_body(pointer, $0.baseAddress, $0.count) }
            guard stored == 0 else { throw NetworkTransferFailure(.outOfMemory) }
        }
    }

    deinit {
        marquee_http_transfer_release(pointer)
    }

    func cancel() {
        marquee_http_transfer_cancel(pointer)
    }

    /// The answer of the ended transfer.
    func response() throws(NetworkTransferFailure) -> NetworkResponse {
        let result = marquee_http_transfer_result(pointer)
        guard result.outcome == MARQUEE_HTTP_ANSWERED else {
            throw NetworkTransferFailure(Self.kind(of: result.outcome), code: Int(result.code))
        }
        let body = result.body.map { Data(bytes: $0, count: result.body_count) } ?? Data()
        let head = result.head.map { UnsafeRawBufferPointer(start: $0, count: result.head_count) }
        return NetworkResponse(statusCode: result.status, headerFields: head.map(Self.headerFields(in:)) ?? [], body: body)
    }

    /// The `Name: value` lines of `head`, in order.
    static func headerFields(in head: UnsafeRawBufferPointer) -> [(name: String, value: String)] {
        head.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : (name, text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    private static func kind(of outcome: marquee_http_outcome) -> NetworkTransferFailure.Kind {
        switch outcome {
        case MARQUEE_HTTP_TIMED_OUT: .timedOut
        case MARQUEE_HTTP_CANCELLED: .cancelled
        case MARQUEE_HTTP_BAD_URL: .badURL
        case MARQUEE_HTTP_HOST_NOT_FOUND: .hostNotFound
        case MARQUEE_HTTP_CONNECTION_REFUSED: .connectionRefused
        case MARQUEE_HTTP_CONNECTION_LOST: .connectionLost
        case MARQUEE_HTTP_SECURE_CONNECTION_FAILED: .secureConnectionFailed
        case MARQUEE_HTTP_BAD_RESPONSE: .badResponse
        case MARQUEE_HTTP_OUT_OF_MEMORY: .outOfMemory
        default: .other
        }
    }
}
