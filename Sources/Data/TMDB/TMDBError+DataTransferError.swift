import Infrastructure

extension TMDBError {
    /// The TMDB meaning of a transfer failure; a 401 names `credentialVariable` as the one to check.
    public init(_ error: DataTransferError, credentialVariable: String?) {
        switch error {
        case let .httpStatus(401, serviceError):
            let variable = credentialVariable ?? "\(TMDBConfiguration.EnvironmentVariable.apiKey) or \(TMDBConfiguration.EnvironmentVariable.accessToken)"
            self = .credentialsRefused(variable: variable, serviceError: serviceError)
        case let .httpStatus(statusCode, serviceError):
            self = .httpStatus(statusCode: statusCode, serviceError: serviceError)
        case let .notConnected(reason):
            self = .notConnected(reason: reason)
        case .timedOut:
            self = .timedOut
        case .cancelled:
            self = .cancelled
        case let .undecodableBody(reason):
            self = .undecodableResponse(reason: reason)
        case let .invalidURL(url):
            self = .invalidURL(url)
        case let .transport(code, reason):
            self = .transport(reason: "\(reason) (URL error \(code))")
        }
    }
}
