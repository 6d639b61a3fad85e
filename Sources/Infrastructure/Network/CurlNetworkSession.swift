import CCurlClient
import Foundation

/// Sends requests with libcurl, which the first session made loads (`dlopen`): a process that
/// sends none, as a build from the embedded catalog, does not load libcurl and the thirty
/// libraries it needs (8-12 ms of every start here; docs/performance.md). One thread per session
/// drives its transfers; no cookies, no cache; redirects followed; answers decoded from gzip,
/// deflate, brotli or zstd as libcurl can.
///
/// `@unchecked Sendable`: the C client is safe to use from any thread.
public final class CurlNetworkSession: NetworkSession, @unchecked Sendable {
    /// Why no session could be made: libcurl is missing, or the client's thread could not start.
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public let library: String
        public let reason: String

        public var description: String {
            "\(library) could not be loaded (\(reason)); install libcurl (on Debian and Ubuntu: apt-get install libcurl4)"
        }
    }

    /// The library loaded: libcurl's name on Linux since 2006.
    public static let libraryName = "libcurl.so.4"

    private let client: OpaquePointer

    /// - Parameters:
    ///   - maxConnectionsPerHost: at most this many connections to one host at once.
    ///   - library: the libcurl to load (tests name one that does not exist).
    public init(maxConnectionsPerHost: Int, library: String = CurlNetworkSession.libraryName) throws(Unavailable) {
        var error = [CChar](repeating: 0, count: 512)
        guard let client = marquee_http_client_create(library, max(1, maxConnectionsPerHost), &error, error.count) else {
            throw Unavailable(library: library, reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.client = client
    }

    deinit {
        marquee_http_client_destroy(client)
    }

    public func response(for request: NetworkRequest) async throws -> NetworkResponse {
        try Task.checkCancellation()
        let transfer = try CurlTransfer(request)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let context = Unmanaged.passRetained(CurlCompletion(continuation)).toOpaque()
                marquee_http_client_start(client, transfer.pointer, { context in
                    guard let context else { return }
                    Unmanaged<CurlCompletion>.fromOpaque(context).takeRetainedValue().continuation.resume()
                }, context)
            }
        } onCancel: {
            transfer.cancel()
        }
        return try transfer.response()
    }
}

/// Resumes the task waiting for a transfer; handed to C as the completion's context.
private final class CurlCompletion {
    let continuation: CheckedContinuation<Void, Never>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }
}
