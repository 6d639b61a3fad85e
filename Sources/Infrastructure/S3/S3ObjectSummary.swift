/// One object as ListObjectsV2 lists it.
public struct S3ObjectSummary: Sendable, Hashable {
    public let key: String
    public let size: Int64
    /// The ETag without its quotes: the body's MD5 in hex for an object uploaded in one PUT.
    public let etag: String

    public init(key: String, size: Int64, etag: String) {
        self.key = key
        self.size = size
        self.etag = etag
    }
}
