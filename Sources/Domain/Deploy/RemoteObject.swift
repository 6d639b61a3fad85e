/// One object a target's listing shows (its key relative to the site's root).
public struct RemoteObject: Sendable, Hashable {
    public let key: String
    public let size: Int64
    /// S3's ETag without quotes (the MD5 of an object uploaded in one PUT).
    public let etag: String

    public init(key: String, size: Int64, etag: String) {
        self.key = key
        self.size = size
        self.etag = etag
    }
}
