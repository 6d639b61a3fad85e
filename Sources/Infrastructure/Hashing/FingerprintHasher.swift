/// SHA-256 (``SHA256``, from the system's libcrypto) of values fed one after another, for stable
/// fingerprints of build inputs: the same values give the same digest on every run and every
/// machine, unlike Swift's `Hasher`, which is seeded per process.
///
/// Strings are fed as UTF-8 followed by their length and integers as eight little-endian bytes,
/// so that `("ab", "c")` and `("a", "bc")` differ.
public struct FingerprintHasher: Sendable {
    private var sha256 = SHA256()

    public init() {}

    /// Adds raw bytes.
    public mutating func update(bytes: some Sequence<UInt8>) {
        let bytes = Array(bytes)
        bytes.withUnsafeBytes { sha256.update($0) }
    }

    /// Adds `text` as UTF-8, then its length, so that consecutive strings cannot run together.
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { sha256.update(UnsafeRawBufferPointer($0)) }
        update(text.utf8.count)
    }

    /// Adds an integer as eight little-endian bytes.
    public mutating func update(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { sha256.update($0) }
    }

    /// The digest of everything added, as 64 lowercase hex digits. The hasher is not changed.
    public var hexDigest: String {
        sha256.finalize().hexDigits
    }
}

extension Sequence<UInt8> {
    /// The bytes as lowercase hex digits, two a byte.
    public var hexDigits: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
