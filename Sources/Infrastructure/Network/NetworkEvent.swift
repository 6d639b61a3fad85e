/// Something a ``DefaultNetworkService`` did, for logs. URLs are already redacted.
public enum NetworkEvent: Sendable, Hashable, CustomStringConvertible {
    /// An answer arrived (any status).
    case response(method: String, url: String, statusCode: Int, duration: Duration)
    /// An attempt got no answer.
    case failure(method: String, url: String, error: NetworkError, duration: Duration)
    /// The request will be tried again after `delay`.
    case retry(method: String, url: String, error: NetworkError, delay: Duration, nextAttempt: Int, maxAttempts: Int)

    public var description: String {
        switch self {
        case let .response(method, url, statusCode, duration):
            "\(method) \(url) → \(statusCode) in \(duration.secondsText)"
        case let .failure(method, url, error, duration):
            "\(method) \(url) failed after \(duration.secondsText): \(error)"
        case let .retry(method, url, error, delay, nextAttempt, maxAttempts):
            "\(method) \(url): \(error); attempt \(nextAttempt) of \(maxAttempts) in \(delay.secondsText)"
        }
    }
}

extension Duration {
    /// `1.25 s`.
    var secondsText: String {
        let hundredths = Int((timeInterval * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction) s"
    }
}
