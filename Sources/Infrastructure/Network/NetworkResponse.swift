import Foundation

/// An HTTP answer, whatever its status.
public struct NetworkResponse: Sendable, Hashable {
    public let statusCode: Int
    /// The header values by lowercased name; a header sent more than once has its values joined
    /// with ", ".
    public let headers: [String: String]
    public let body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.init(statusCode: statusCode, headerFields: headers.map { ($0.key, $0.value) }, body: body)
    }

    /// - Parameter headerFields: the headers in the order received, a name possibly repeated.
    public init(statusCode: Int, headerFields: [(name: String, value: String)], body: Data) {
        self.statusCode = statusCode
        self.headers = Dictionary(headerFields.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        self.body = body
    }

    /// The value of the header `name`, in any case.
    public func value(forHeader name: String) -> String? {
        headers[name.lowercased()]
    }
}
