extension DataTransferError {
    /// The transfer failure a network failure amounts to; `serviceError` is the API's explanation
    /// of a non-2xx answer, when its body had one.
    init(_ error: NetworkError, serviceError: ServiceErrorMessage? = nil) {
        switch error {
        case let .notConnected(reason):
            self = .notConnected(reason: reason)
        case .timedOut:
            self = .timedOut
        case .cancelled:
            self = .cancelled
        case let .httpStatus(response):
            self = .httpStatus(statusCode: response.statusCode, serviceError: serviceError)
        case let .invalidURL(url):
            self = .invalidURL(url)
        case let .transport(code, reason):
            self = .transport(code: code, reason: reason)
        }
    }
}
