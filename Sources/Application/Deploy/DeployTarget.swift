import Foundation
import Infrastructure

/// Where `marquee deploy` publishes: an S3 bucket (AWS or any S3-compatible service), or a local
/// folder.
public enum DeployTarget: Sendable, Hashable {
    /// `s3://BUCKET[/PREFIX][?endpoint=URL&region=NAME]`.
    case s3(S3BucketAddress, prefix: String)
    /// `file://DIR`.
    case directory(String)

    /// The forms a target may take, for messages and `--help`.
    public static let forms = "s3://BUCKET[/PREFIX][?endpoint=URL&region=NAME] or file://DIR"

    /// The target `text` names. Without `endpoint=`, `AWS_ENDPOINT_URL_S3`, then `AWS_ENDPOINT_URL`
    /// give the service (as the AWS CLI reads them), and without either the bucket is on AWS;
    /// without `region=`, `AWS_REGION` gives it, else `us-east-1`.
    ///
    /// - Throws: ``DeployTargetError`` saying what is wrong and what is allowed.
    public static func parse(_ text: String, environment: [String: String] = [:]) throws(DeployTargetError) -> DeployTarget {
        if text.hasPrefix("file://") {
            let path = String(text.dropFirst("file://".count))
            guard !path.isEmpty else { throw DeployTargetError(text, "file:// needs a folder, e.g. file:///var/www/movies") }
            return .directory(path)
        }
        guard text.hasPrefix("s3://") else {
            throw DeployTargetError(text, "a target starts with s3:// or file://")
        }
        let rest = text.dropFirst("s3://".count)
        let location = rest.prefix { $0 != "?" }
        let query = rest.dropFirst(location.count + 1)
        let bucket = String(location.prefix { $0 != "/" })
        let prefixSegments = location.dropFirst(bucket.count).split(separator: "/")
        try checkBucket(bucket, in: text)
        if let bad = prefixSegments.first(where: { $0.hasPrefix(".") }) {
            throw DeployTargetError(text, "the prefix may not have a part starting with '.' ('\(bad)')")
        }
        var endpointText: String?
        var region: String?
        for pair in query.split(separator: "&") {
            let name = String(pair.prefix { $0 != "=" })
            let value = String(pair.dropFirst(name.count + 1)).removingPercentEncoding ?? ""
            switch name {
            case "endpoint": endpointText = value
            case "region": region = value
            default: throw DeployTargetError(text, "unknown setting '\(name)'; a target takes endpoint= and region=")
            }
        }
        if let region, region.isEmpty || !region.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            throw DeployTargetError(text, "region= must be a region name such as us-east-1 or auto")
        }
        let endpoint = try endpointURL(endpointText ?? nonEmpty(environment["AWS_ENDPOINT_URL_S3"]) ?? nonEmpty(environment["AWS_ENDPOINT_URL"]), in: text)
        let address = S3BucketAddress(bucket: bucket, region: region ?? nonEmpty(environment["AWS_REGION"]) ?? "us-east-1", endpoint: endpoint)
        return .s3(address, prefix: prefixSegments.joined(separator: "/"))
    }

    /// The target in one canonical spelling, naming it in the state database and in messages.
    public var canonical: String {
        switch self {
        case let .s3(address, prefix):
            var text = "s3://\(address.bucket)" + (prefix.isEmpty ? "" : "/\(prefix)")
            text += "?region=\(address.region)"
            if let endpoint = address.endpoint { text += "&endpoint=\(endpoint.absoluteString)" }
            return text
        case let .directory(path):
            return "file://" + AppConfiguration.absolutePath(path)
        }
    }

    private static func checkBucket(_ bucket: String, in text: String) throws(DeployTargetError) {
        guard !bucket.isEmpty else { throw DeployTargetError(text, "the bucket name is missing, e.g. s3://movies") }
        let allowed = bucket.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar)
        }
        guard allowed, bucket.count <= 255, bucket.first != ".", bucket.first != "-" else {
            throw DeployTargetError(text, "'\(bucket)' is not a bucket name (letters, digits, '.', '-' and '_')")
        }
    }

    private static func endpointURL(_ text: String?, in target: String) throws(DeployTargetError) -> URL? {
        guard let text else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false, url.query == nil else {
            throw DeployTargetError(target, "the endpoint '\(text)' is not an http:// or https:// address")
        }
        return url
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
