import Foundation

/// Where a bucket lives and how requests name it: path-style under a service's endpoint
/// (`http://127.0.0.1:8333/BUCKET/KEY`), or, on AWS, virtual-host style
/// (`https://BUCKET.s3.REGION.amazonaws.com/KEY`).
public struct S3BucketAddress: Sendable, Hashable {
    public let bucket: String
    public let region: String
    /// The service's base URL (MinIO, R2, B2, SeaweedFS...); nil for AWS.
    public let endpoint: URL?

    public init(bucket: String, region: String, endpoint: URL?) {
        self.bucket = bucket
        self.region = region
        self.endpoint = endpoint
    }

    /// The URL of the bucket itself; keys go below it. Nil when the parts make no valid URL.
    public var bucketURL: URL? {
        guard let endpoint else {
            return URL(string: "https://\(bucket).s3.\(region).amazonaws.com")
        }
        var base = endpoint.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + QueryParameter.percentEncode(bucket))
    }

    /// `key` as a URL path below the bucket: each segment percent-encoded, the slashes kept.
    public static func encodedPath(of key: String) -> String {
        key.split(separator: "/", omittingEmptySubsequences: false)
            .map { QueryParameter.percentEncode(String($0)) }
            .joined(separator: "/")
    }
}
