import Domain
import Infrastructure

extension DeployFile {
    /// The file at `key` holding `contents`, its digests computed.
    public init(key: String, contents: [UInt8]) {
        self.init(key: key, sha256: SHA256.hash(contents).hexDigits, md5: MD5.hash(contents).hexDigits, size: Int64(contents.count))
    }
}
