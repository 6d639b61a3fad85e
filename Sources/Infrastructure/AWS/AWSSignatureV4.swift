import Foundation

/// AWS Signature Version 4 (`AWS4-HMAC-SHA256`): the canonical request, the string to sign, the
/// signing key derived from the secret for one day, region and service, and the `Authorization`
/// header they give. Written on the project's SHA-256 and HMAC-SHA-256 (libcrypto), since no S3
/// SDK is used.
public struct AWSSignatureV4: Sendable {
    public static let algorithm = "AWS4-HMAC-SHA256"

    public let credentials: AWSCredentials
    public let region: String
    /// `s3` for S3 and the services compatible with it.
    public let service: String

    public init(credentials: AWSCredentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    /// What one request is made of, as the signature sees it.
    public struct Request: Sendable {
        public var method: String
        /// The path, each segment already URI-encoded (S3 does not encode it twice).
        public var canonicalURI: String
        /// The query's `name=value` pairs, neither encoded yet.
        public var query: [(name: String, value: String)]
        /// The headers to sign, names in any case, values as sent.
        public var headers: [String: String]
        /// The SHA-256 of the body, as lowercase hex (or `UNSIGNED-PAYLOAD`).
        public var payloadHash: String

        public init(method: String, canonicalURI: String, query: [(name: String, value: String)] = [], headers: [String: String], payloadHash: String) {
            self.method = method
            self.canonicalURI = canonicalURI
            self.query = query
            self.headers = headers
            self.payloadHash = payloadHash
        }
    }

    /// The `Authorization` header of `request` sent at `date`.
    public func authorization(for request: Request, date: Date) -> String {
        let stamp = AWSTimestamp(date)
        let canonical = Self.canonicalRequest(request)
        let scope = "\(stamp.day)/\(region)/\(service)/aws4_request"
        let toSign = Self.stringToSign(canonicalRequest: canonical.text, timestamp: stamp.dateTime, scope: scope)
        let signature = HMACSHA256.authenticationCode(key: signingKey(day: stamp.day), message: Array(toSign.utf8)).hexDigits
        return "\(Self.algorithm) Credential=\(credentials.accessKeyID)/\(scope), SignedHeaders=\(canonical.signedHeaders), Signature=\(signature)"
    }

    /// The canonical request and the `;`-separated names of the headers it signs.
    public static func canonicalRequest(_ request: Request) -> (text: String, signedHeaders: String) {
        let encoded: [(name: String, value: String)] = request.query.map { pair in
            (QueryParameter.percentEncode(pair.name), QueryParameter.percentEncode(pair.value))
        }
        let sorted = encoded.sorted { left, right in
            left.name == right.name ? left.value < right.value : left.name < right.name
        }
        let query = sorted.map { pair in pair.name + "=" + pair.value }.joined(separator: "&")
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.lowercased()] = value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let names = headers.keys.sorted()
        let canonicalHeaders = names.map { "\($0):\(headers[$0] ?? "")\n" }.joined()
        let signedHeaders = names.joined(separator: ";")
        let uri = request.canonicalURI.isEmpty ? "/" : request.canonicalURI
        let text = [request.method, uri, query, canonicalHeaders, signedHeaders, request.payloadHash].joined(separator: "\n")
        return (text, signedHeaders)
    }

    /// The string to sign: the algorithm, the time, the scope and the canonical request's hash.
    public static func stringToSign(canonicalRequest: String, timestamp: String, scope: String) -> String {
        [algorithm, timestamp, scope, SHA256.hash(Array(canonicalRequest.utf8)).hexDigits].joined(separator: "\n")
    }

    /// The key of one day (`yyyyMMdd`), region and service, derived from the secret.
    public func signingKey(day: String) -> [UInt8] {
        var key = Array("AWS4\(credentials.secretAccessKey)".utf8)
        for part in [day, region, service, "aws4_request"] {
            key = HMACSHA256.authenticationCode(key: key, message: Array(part.utf8))
        }
        return key
    }
}
