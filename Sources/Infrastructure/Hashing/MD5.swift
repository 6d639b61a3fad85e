import CLibCrypto

/// MD5 from the system's libcrypto: not for security, only to match the ETag S3 gives an object
/// uploaded in one PUT, and for the `Content-MD5` header that lets S3 check a body it receives.
public enum MD5 {
    /// How many bytes a digest has.
    public static let byteCount = 16

    /// The digest of the bytes in `buffer`, in one call.
    public static func hash(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        LibCrypto.digest(buffer, algorithm: LibCrypto.md5, byteCount: byteCount, name: "MD5")
    }

    /// The digest of `bytes`, in one call.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }
}
