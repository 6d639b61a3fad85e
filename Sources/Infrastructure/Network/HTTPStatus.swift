/// Reason phrases of the status codes an API client meets, for messages.
public enum HTTPStatus {
    /// `HTTP 404 Not Found`, or `HTTP 599` for a code without a known phrase.
    public static func text(for statusCode: Int) -> String {
        guard let phrase = phrases[statusCode] else { return "HTTP \(statusCode)" }
        return "HTTP \(statusCode) \(phrase)"
    }

    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
        410: "Gone", 413: "Content Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Content",
        429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
