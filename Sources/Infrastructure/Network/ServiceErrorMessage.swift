import Foundation

/// The error an API explains in the body of a failed answer (e.g. TMDB's
/// `{"status_code": 7, "status_message": "Invalid API key ..."}`).
public struct ServiceErrorMessage: Sendable, Hashable, CustomStringConvertible {
    /// The API's own error code, when it has one.
    public let code: Int?
    public let message: String

    public init(code: Int?, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String {
        code.map { "\(message) (code \($0))" } ?? message
    }
}

/// Reads an API's error body; each API has its own shape.
public protocol ErrorResponseDecoder: Sendable {
    /// The error the body explains, or nil when it is not in the API's error shape.
    func serviceError(from body: Data) -> ServiceErrorMessage?
}
