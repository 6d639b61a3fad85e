/// One file of the local site as deploy sees it: where it goes (its key, relative to the site's
/// root) and what it holds, summed up by its digests.
public struct DeployFile: Sendable, Hashable {
    /// The path inside the site, `/`-separated, e.g. `search/alien/index.html`.
    public let key: String
    /// The SHA-256 of the bytes, lowercase hex.
    public let sha256: String
    /// The MD5 of the bytes, lowercase hex: the ETag S3 gives an object uploaded in one PUT.
    public let md5: String
    public let size: Int64

    public init(key: String, sha256: String, md5: String, size: Int64) {
        self.key = key
        self.sha256 = sha256
        self.md5 = md5
        self.size = size
    }
}
