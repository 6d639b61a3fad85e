/// Why an S3 request failed, in words a person can act on. Never carries the secret.
public enum S3Error: Error, Sendable, Hashable, CustomStringConvertible {
    /// The service answered with an error document: its HTTP status, S3's code and message.
    case service(statusCode: Int, code: String, message: String, bucket: String)
    /// No answer could be had (after the retries the policy allows).
    case network(String)
    /// An answer that is not what S3 sends.
    case malformedAnswer(String)

    /// S3's error code (`AccessDenied`, `NoSuchBucket`, ...), when the service gave one.
    public var code: String? {
        if case let .service(_, code, _, _) = self { return code }
        return nil
    }

    /// True when the keys were refused: a wrong secret, an unknown key, or no permission.
    public var meansCredentialsRefused: Bool {
        ["SignatureDoesNotMatch", "InvalidAccessKeyId", "AccessDenied", "InvalidToken", "ExpiredToken"].contains(code ?? "")
    }

    public var description: String {
        switch self {
        case let .service(statusCode, code, message, bucket):
            let said = message.isEmpty ? "" : ": \(message)"
            switch code {
            case "NoSuchBucket":
                return "the bucket \(bucket) does not exist (NoSuchBucket\(said)). Create it, or fix the bucket in the target."
            case "SignatureDoesNotMatch", "InvalidAccessKeyId":
                return "the storage refused the credentials (\(code)\(said)). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY."
            case "AccessDenied":
                return "the storage refused access to \(bucket) (AccessDenied\(said)). Check that these credentials may write to it."
            case "InvalidToken", "ExpiredToken":
                return "the storage refused the session token (\(code)\(said)). Renew AWS_SESSION_TOKEN."
            default:
                return "the storage answered HTTP \(statusCode) \(code)\(said)"
            }
        case let .network(reason):
            return "the storage could not be reached: \(reason)"
        case let .malformedAnswer(reason):
            return "the storage sent an answer that is not S3's: \(reason)"
        }
    }
}
