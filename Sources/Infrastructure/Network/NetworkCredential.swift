import Foundation

/// The secret that authenticates requests, and how it is sent.
///
/// Its description never shows the secret, and ``redact(_:)`` removes it from any text, so a
/// credential cannot leak into a log line, an error message or a report.
public enum NetworkCredential: Sendable, Hashable, CustomStringConvertible {
    /// Sent as the query parameter `name` of every request (e.g. TMDB's `api_key`).
    case queryParameter(name: String, value: String)
    /// Sent as `Authorization: Bearer <token>`.
    case bearerToken(String)

    /// What stands in for the secret in any text shown to a person.
    public static let redactedText = "<redacted>"

    /// The secret itself.
    public var secret: String {
        switch self {
        case let .queryParameter(_, value): value
        case let .bearerToken(token): token
        }
    }

    public var description: String {
        switch self {
        case let .queryParameter(name, _): "query parameter \(name)=\(Self.redactedText)"
        case .bearerToken: "Authorization: Bearer \(Self.redactedText)"
        }
    }

    /// `text` with every occurrence of the secret (as is or percent-encoded) replaced by
    /// ``redactedText``.
    public func redact(_ text: String) -> String {
        let secret = secret
        guard !secret.isEmpty else { return text }
        var result = text.replacingAll(secret, with: Self.redactedText)
        let encoded = QueryParameter.percentEncode(secret)
        if encoded != secret {
            result = result.replacingAll(encoded, with: Self.redactedText)
        }
        return result
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
