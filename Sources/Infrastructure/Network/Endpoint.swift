import Foundation

/// One request of an HTTP API and the type its JSON answer decodes to.
///
/// The path is relative to the ``NetworkConfiguration/baseURL``; query parameters keep the order
/// they are given in, followed by the configuration's own, so the same endpoint always gives the
/// same URL.
public struct Endpoint<Response: Decodable & Sendable>: Sendable, Hashable {
    /// The path below the base URL, e.g. `search/movie`; a leading slash is ignored.
    public let path: String
    public let method: HTTPMethod
    public let queryParameters: [QueryParameter]
    /// Header fields of this request, added to (and winning over) the configuration's.
    public let headers: [String: String]
    /// The request body (an upload, a document posted), or nil.
    public let body: Data?

    public init(
        path: String,
        method: HTTPMethod = .get,
        queryParameters: [QueryParameter] = [],
        headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.path = path
        self.method = method
        self.queryParameters = queryParameters
        self.headers = headers
        self.body = body
    }
}
