/// A parsed HTTP/1.x request head. The server never reads a body.
public struct HTTPRequestHead: Sendable, Equatable {
    /// The method as sent, e.g. `GET`; methods are case-sensitive.
    public let method: String
    /// The request target exactly as sent, e.g. `/search/heat/?q=1`.
    public let target: String
    /// The path of the target, percent-decoded, always starting with `/`; no query, no fragment.
    public let path: String
    /// The minor version of HTTP/1.x: 0 or 1.
    public let minorVersion: Int
    /// The header fields in the order received; names keep their case.
    public let headers: [(name: String, value: String)]

    public init(method: String, target: String, path: String, minorVersion: Int, headers: [(name: String, value: String)]) {
        self.method = method
        self.target = target
        self.path = path
        self.minorVersion = minorVersion
        self.headers = headers
    }

    /// The value of the first header named `name`, ignoring case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// True for `GET` and `HEAD`, the only methods a static file server answers.
    public var isReadMethod: Bool { method == "GET" || method == "HEAD" }

    public static func == (lhs: HTTPRequestHead, rhs: HTTPRequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.path == rhs.path
            && lhs.minorVersion == rhs.minorVersion
            && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
