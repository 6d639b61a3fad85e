import Foundation

/// One HTTP request as a ``NetworkSession`` sends it: header names are kept lowercased, as HTTP
/// compares them without case.
public struct NetworkRequest: Sendable, Hashable {
    public var url: URL
    public var method: String
    public var body: Data?
    /// How long the request may go without connecting or moving a byte.
    public var timeout: Duration
    /// The header values by lowercased name.
    public private(set) var headers: [String: String]

    public init(url: URL, method: String = "GET", body: Data? = nil, timeout: Duration = .seconds(60), headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        self.body = body
        self.timeout = timeout
        self.headers = [:]
        for (name, value) in headers { setValue(value, forHeader: name) }
    }

    /// The value of the header `name`, in any case.
    public func value(forHeader name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Sets (or, with nil, removes) the header `name`.
    public mutating func setValue(_ value: String?, forHeader name: String) {
        headers[name.lowercased()] = value
    }
}
