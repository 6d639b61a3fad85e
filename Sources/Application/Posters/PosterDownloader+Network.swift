import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Infrastructure

extension PosterDownloader {
    /// Fetches with Marquee's HTTP client: at most `concurrency` requests in flight, failed
    /// attempts retried as the standard policy says.
    static func networkFetch(concurrency: Int, requestTimeout: Duration = .seconds(20)) -> Fetch {
        let session = URLSession.apiSession(maxConnectionsPerHost: concurrency, requestTimeout: requestTimeout)
        let limiter = RequestLimiter(maxConcurrent: concurrency)
        return { url in
            let text = url.absoluteString
            guard let slash = text.lastIndex(of: "/"), let base = URL(string: String(text[..<slash])) else {
                throw NetworkError.invalidURL(text)
            }
            let service = DefaultNetworkService(
                configuration: NetworkConfiguration(baseURL: base, headers: ["Accept": "image/*"], requestTimeout: requestTimeout),
                session: session,
                limiter: limiter
            )
            return try await service.request(Endpoint<PosterBytes>(path: String(text[text.index(after: slash)...])))
        }
    }
}

/// The type an image request names; its bytes are used as they are, never decoded.
private struct PosterBytes: Decodable, Sendable {}
