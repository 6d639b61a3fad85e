extension NetworkError {
    /// Maps what a ``NetworkSession`` threw.
    ///
    /// - Parameter host: the host and port asked, named in the message.
    public init(sessionError error: any Error, host: String) {
        if let networkError = error as? NetworkError {
            self = networkError
            return
        }
        if error is CancellationError {
            self = .cancelled
            return
        }
        guard let failure = error as? NetworkTransferFailure else {
            self = .transport(code: 0, reason: String(describing: type(of: error)))
            return
        }
        switch failure.kind {
        case .timedOut:
            self = .timedOut
        case .cancelled:
            self = .cancelled
        case .badURL:
            self = .invalidURL(host)
        case .badHeader:
            self = .transport(code: 0, reason: "a header of the request to \(host) holds a line break; check the credentials and headers set in the environment")
        case .hostNotFound:
            self = .notConnected(reason: "the host name \(host) could not be resolved")
        case .connectionRefused:
            self = .notConnected(reason: "\(host) refused the connection or is not listening")
        case .connectionLost:
            self = .notConnected(reason: "the connection to \(host) was lost")
        case .secureConnectionFailed:
            self = .transport(code: failure.code, reason: "the secure connection to \(host) failed")
        case .badResponse:
            self = .transport(code: failure.code, reason: "\(host) sent an answer that is not valid HTTP")
        case .outOfMemory:
            self = .transport(code: failure.code, reason: "there was not enough memory to talk to \(host)")
        case .other:
            self = .transport(code: failure.code, reason: "talking to \(host) failed")
        }
    }
}
