/// The HTTP request methods an ``Endpoint`` can use.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}
