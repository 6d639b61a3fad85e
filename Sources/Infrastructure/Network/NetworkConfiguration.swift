import Foundation

/// What every request to one HTTP API shares: where it lives, how requests authenticate, the
/// query parameters and headers they all carry, and how long an answer may take.
public struct NetworkConfiguration: Sendable, Hashable {
    /// The API root; endpoint paths are appended to it (e.g. `https://api.themoviedb.org/3`).
    public let baseURL: URL
    public let credential: NetworkCredential?
    /// Added after every endpoint's own parameters, in this order (e.g. `language`).
    public let queryParameters: [QueryParameter]
    public let headers: [String: String]
    /// How long one attempt may wait for its answer before it counts as timed out.
    public let requestTimeout: Duration

    public init(
        baseURL: URL,
        credential: NetworkCredential? = nil,
        queryParameters: [QueryParameter] = [],
        headers: [String: String] = [:],
        requestTimeout: Duration = .seconds(15)
    ) {
        self.baseURL = baseURL
        self.credential = credential
        self.queryParameters = queryParameters
        self.headers = headers
        self.requestTimeout = requestTimeout
    }

    /// `text` without the credential's secret; use it on anything that may be shown.
    public func redact(_ text: String) -> String {
        credential?.redact(text) ?? text
    }
}
