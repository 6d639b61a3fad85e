/// Requests an endpoint and decodes its JSON answer.
public protocol DataTransferService: Sendable {
    /// The decoded answer to `endpoint`.
    func request<Response>(_ endpoint: Endpoint<Response>) async throws(DataTransferError) -> Response
}
