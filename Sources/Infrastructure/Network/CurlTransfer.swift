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
        let timeout = request.timeout.components
        let milliseconds = max(1, Int(clamping: timeout.seconds) &* 1000 &+ Int(timeout.attoseconds / 1_000_000_000_000_000))
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
        let outcome = marquee_http_transfer_outcome(pointer)
        guard outcome == MARQUEE_HTTP_ANSWERED else {
            throw NetworkTransferFailure(Self.kind(of: outcome), code: Int(marquee_http_transfer_code(pointer)))
        }
        var count = 0
        let body = marquee_http_transfer_body(pointer, &count).map { Data(bytes: $0, count: count) } ?? Data()
        var headerCount = 0
        let head = marquee_http_transfer_headers(pointer, &headerCount).map {
            UnsafeRawBufferPointer(start: $0, count: headerCount)
        }
        return NetworkResponse(
            statusCode: marquee_http_transfer_status(pointer),
            headers: head.map(Self.headers(in:)) ?? [:],
            body: body
        )
    }

    /// The `Name: value` lines of `head`, their names lowercased; repeated names joined.
    static func headers(in head: UnsafeRawBufferPointer) -> [String: String] {
        var headers: [String: String] = [:]
        for line in head.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { continue }
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return headers
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
