import CLibCrypto

/// HMAC with SHA-256 (RFC 2104) from the system's libcrypto, as request signing needs it.
public enum HMACSHA256 {
    /// The 32-byte authentication code of `message` under `key`.
    public static func authenticationCode(key: [UInt8], message: [UInt8]) -> [UInt8] {
        LibCrypto.ready
        var code = [UInt8](repeating: 0, count: SHA256.byteCount)
        var length: UInt32 = 0
        // An empty array may have no storage; libcrypto reads a null key as "the previous key".
        let keyStorage = key.isEmpty ? [0] : key
        let messageStorage = message.isEmpty ? [0] : message
        let result = keyStorage.withUnsafeBufferPointer { keyBytes in
            messageStorage.withUnsafeBufferPointer { messageBytes in
                code.withUnsafeMutableBufferPointer { output in
                    HMAC(
                        LibCrypto.sha256, keyBytes.baseAddress, Int32(key.count),
                        messageBytes.baseAddress, message.count,
                        output.baseAddress, &length
                    )
                }
            }
        }
        precondition(result != nil && length == UInt32(SHA256.byteCount), "libcrypto could not compute HMAC-SHA-256")
        return code
    }
}
