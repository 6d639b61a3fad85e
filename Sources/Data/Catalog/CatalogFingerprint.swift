/// Identifies one version of catalog.tsv cheaply: its size and a 64-bit hash of its bytes, read
/// eight at a time. Not cryptographic; it only has to notice edits.
struct CatalogFingerprint: Hashable, CustomStringConvertible {
    /// Bump when the way rows are loaded changes, so existing databases reload.
    static let loaderVersion = 1

    let byteCount: Int
    let hash: UInt64

    init(bytes: UnsafeRawBufferPointer) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let wordCount = bytes.count / 8
        for index in 0..<wordCount {
            let word = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            hash = (hash ^ word) &* prime
            hash ^= hash >> 29
        }
        for index in (wordCount * 8)..<bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* prime
        }
        self.byteCount = bytes.count
        self.hash = hash
    }

    /// `v<loader>-<size>-<hash>`, as stored in the database.
    var description: String {
        "v\(Self.loaderVersion)-\(byteCount)-\(String(hash, radix: 16))"
    }
}
