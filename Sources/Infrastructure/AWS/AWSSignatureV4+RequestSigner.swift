import Foundation

extension AWSSignatureV4: RequestSigner {
    /// The header that names the body's SHA-256; set it before signing to spare hashing the body.
    public static let contentHashHeader = "x-amz-content-sha256"

    /// Signs `request` for now: `X-Amz-Date`, `X-Amz-Content-SHA256` (the body's hash, unless
    /// already set), `X-Amz-Security-Token` for temporary credentials, and `Authorization` over
    /// `Host`, every `x-amz-*` header, `Content-Type`, `Content-MD5` and `Cache-Control`.
    public func sign(_ request: inout NetworkRequest) {
        sign(&request, date: Date())
    }

    /// Signs `request` as if sent at `date`.
    public func sign(_ request: inout NetworkRequest, date: Date) {
        let url = request.url
        let payloadHash = request.value(forHeader: Self.contentHashHeader)
            ?? SHA256.hash(Array(request.body ?? Data())).hexDigits
        request.setValue(payloadHash, forHeader: Self.contentHashHeader)
        request.setValue(AWSTimestamp(date).dateTime, forHeader: "x-amz-date")
        if let token = credentials.sessionToken {
            request.setValue(token, forHeader: "x-amz-security-token")
        }
        var headers = ["host": url.signedHost]
        let signedNames: Set<String> = ["content-type", "content-md5", "cache-control"]
        for (name, value) in request.headers where name.hasPrefix("x-amz-") || signedNames.contains(name) {
            headers[name] = value
        }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = (components?.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") }
        let signed = Request(
            method: request.method,
            canonicalURI: components?.percentEncodedPath ?? "/",
            query: query,
            headers: headers,
            payloadHash: payloadHash
        )
        request.setValue(authorization(for: signed, date: date), forHeader: "Authorization")
    }
}

private extension URL {
    /// `host`, with `:port` when the port is not the scheme's default, as the `Host` header says.
    var signedHost: String {
        let host = self.host ?? ""
        guard let port else { return host }
        let isDefault = (scheme == "http" && port == 80) || (scheme == "https" && port == 443)
        return isDefault ? host : "\(host):\(port)"
    }
}
