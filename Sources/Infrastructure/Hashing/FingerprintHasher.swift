/// SHA-256 (``SHA256``, from the system's libcrypto) of values fed one after another, for stable
/// fingerprints of build inputs: the same values give the same digest on every run and every
/// machine, unlike Swift's `Hasher`, which is seeded per process.
///
/// Strings are fed as UTF-8 followed by their length and integers as eight little-endian bytes,
/// so that `("ab", "c")` and `("a", "bc")` differ.
public struct FingerprintHasher: Sendable {
    private var sha256 = SHA256()
    /// Bytes not yet handed to ``SHA256``: a published site's digest feeds several small values
    /// for each of tens of thousands of files, and a libcrypto call for each cost more than the
    /// hashing (callgrind). Fed in blocks of ``blockSize``, which gives the same digest.
    private var pending: [UInt8] = []
    private static let blockSize = 16_384

    public init() {
        pending.reserveCapacity(Self.blockSize)
    }

    /// Adds raw bytes.
    public mutating func update(bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        flushIfFull()
    }

    /// Adds `text` as UTF-8, then its length, so that consecutive strings cannot run together.
    public mutating func update(_ text: String) {
        pending.append(utf8Of: text)
        update(text.utf8.count)
    }

    /// Adds text given as UTF-8 as ``update(_:)-(String)`` adds the same text.
    public mutating func update(utf8 text: UnsafeBufferPointer<UInt8>) {
        pending.append(contentsOf: text)
        update(text.count)
    }

    /// Adds an integer as eight little-endian bytes.
    public mutating func update(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { pending.append(contentsOf: $0) }
        flushIfFull()
    }

    /// The digest of everything added, as 64 lowercase hex digits. The hasher is not changed.
    public var hexDigest: String {
        var hash = sha256
        pending.withUnsafeBytes { hash.update($0) }
        return hash.finalize().hexDigits
    }

    private mutating func flushIfFull() {
        guard pending.count >= Self.blockSize else { return }
        pending.withUnsafeBytes { sha256.update($0) }
        pending.removeAll(keepingCapacity: true)
    }
}

extension Sequence<UInt8> {
    /// The bytes as lowercase hex digits, two a byte. Inlinable, so that callers in other modules
    /// get it specialized for their bytes (a rebuild writes one for every page's digest).
    @inlinable
    public var hexDigits: String {
        let bytes = Array(self)
        return String(unsafeUninitializedCapacity: 2 * bytes.count) { text in
            for (index, byte) in bytes.enumerated() {
                text[2 * index] = hexDigit(byte >> 4)
                text[2 * index + 1] = hexDigit(byte & 0x0F)
            }
            return 2 * bytes.count
        }
    }
}

/// The lowercase hex digit of a value below 16.
@inlinable
func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? value + UInt8(ascii: "0") : value - 10 + UInt8(ascii: "a")
}
