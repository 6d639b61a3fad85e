/// The 64-bit FNV-1a hash: small, fast and the same on every machine and every run, unlike
/// Swift's seeded `Hasher`.
enum FNV1a64 {
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash's high 32 bits as 8 lowercase hex digits.
    static func shortHex(_ text: String) -> String {
        let high = String(hash(text) >> 32, radix: 16)
        return String(repeating: "0", count: 8 - high.count) + high
    }
}
