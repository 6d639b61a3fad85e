/// What sends one HTTP request: ``CurlNetworkSession`` in the app, a stub in tests.
public protocol NetworkSession: Sendable {
    /// The answer to `request`, whatever its status.
    ///
    /// - Throws: ``NetworkTransferFailure`` when no answer came, `CancellationError` when the task
    ///   was cancelled first.
    func response(for request: NetworkRequest) async throws -> NetworkResponse
}
