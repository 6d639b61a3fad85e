/// The keys that sign requests to AWS or to an S3-compatible service, as the AWS CLI reads them
/// from the environment.
///
/// Its description never shows the secret or the session token, and ``redact(_:)`` removes them
/// from any text, so they cannot leak into a log line, an error message or a report.
public struct AWSCredentials: Sendable, Hashable, CustomStringConvertible {
    public let accessKeyID: String
    public let secretAccessKey: String
    /// The token of temporary credentials, sent as `X-Amz-Security-Token`.
    public let sessionToken: String?

    /// The variables read by ``init(environment:)``.
    public static let accessKeyVariable = "AWS_ACCESS_KEY_ID"
    public static let secretVariable = "AWS_SECRET_ACCESS_KEY"
    public static let sessionTokenVariable = "AWS_SESSION_TOKEN"

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
    }

    /// The credentials of `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and the optional
    /// `AWS_SESSION_TOKEN`; nil when either of the first two is unset or empty.
    public init?(environment: [String: String]) {
        guard let keyID = environment[Self.accessKeyVariable], !keyID.isEmpty,
              let secret = environment[Self.secretVariable], !secret.isEmpty else { return nil }
        let token = environment[Self.sessionTokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        self.init(accessKeyID: keyID, secretAccessKey: secret, sessionToken: token)
    }

    public var description: String {
        "access key \(accessKeyID) (secret \(NetworkCredential.redactedText))"
    }

    /// `text` with the secret and the session token, as they are or percent-encoded, replaced by
    /// ``NetworkCredential/redactedText``.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in [secretAccessKey, sessionToken ?? ""] where !secret.isEmpty {
            result = result.replacingAll(secret, with: NetworkCredential.redactedText)
            let encoded = QueryParameter.percentEncode(secret)
            if encoded != secret { result = result.replacingAll(encoded, with: NetworkCredential.redactedText) }
        }
        return result
    }
}
