import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What sends one HTTP request: `URLSession` in the app, a stub in tests.
public protocol NetworkSession: Sendable {
    /// The body and response of `request`, whatever its status.
    func response(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: NetworkSession {
    public func response(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request)
    }

    /// A session for API calls: no cookies, no URL cache, at most `maxConnectionsPerHost`
    /// connections to one host.
    public static func apiSession(maxConnectionsPerHost: Int, requestTimeout: Duration) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.timeoutIntervalForRequest = requestTimeout.timeInterval
        return URLSession(configuration: configuration)
    }
}
