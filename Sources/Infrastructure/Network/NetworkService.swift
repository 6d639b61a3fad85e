import Foundation

/// Sends an endpoint's request and returns the body of its successful answer.
public protocol NetworkService: Sendable {
    /// The body of a 2xx answer to `endpoint`, after whatever retries the service allows.
    func request<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Data

    /// `text` without any secret this service sends; use it on whatever a person may see.
    func redact(_ text: String) -> String
}
