import CLibCrypto

/// SHA-256 from the system's libcrypto (OpenSSL 3, Debian's `libssl-dev`), fed in pieces.
///
/// A value type: copying a hasher and feeding the copy leaves the original as it was (the
/// OpenSSL context is copied before a shared one is changed).
public struct SHA256: Sendable {
    /// How many bytes a digest has.
    public static let byteCount = 32

    private var context: DigestContext

    public init() {
        context = DigestContext()
    }

    /// Adds the bytes in `buffer`.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&context) {
            context = context.copy()
        }
        context.update(buffer)
    }

    /// The digest of everything added so far. The hasher is not changed and may be fed on.
    public func finalize() -> [UInt8] {
        context.copy().finish()
    }

    /// The digest of the bytes in `buffer`, in one call.
    public static func hash(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        LibCrypto.digest(buffer, algorithm: LibCrypto.sha256, byteCount: byteCount, name: "SHA-256")
    }

    /// The digest of `bytes`, in one call.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }
}

/// One OpenSSL `EVP_MD_CTX` set up for SHA-256, owned by one ``SHA256`` value at a time.
///
/// `@unchecked Sendable`: the context is changed only through a ``SHA256`` that holds the sole
/// reference to it (copy on write), so no two threads ever touch one context together.
private final class DigestContext: @unchecked Sendable {
    private let pointer: OpaquePointer

    init() {
        guard let pointer = EVP_MD_CTX_new(), EVP_DigestInit_ex(pointer, LibCrypto.sha256, nil) == 1 else {
            preconditionFailure("libcrypto could not set up SHA-256")
        }
        self.pointer = pointer
    }

    private init(copying other: DigestContext) {
        guard let pointer = EVP_MD_CTX_new(), EVP_MD_CTX_copy_ex(pointer, other.pointer) == 1 else {
            preconditionFailure("libcrypto could not copy a SHA-256 state")
        }
        self.pointer = pointer
    }

    deinit {
        EVP_MD_CTX_free(pointer)
    }

    func copy() -> DigestContext {
        DigestContext(copying: self)
    }

    func update(_ buffer: UnsafeRawBufferPointer) {
        guard buffer.count > 0 else { return }
        precondition(EVP_DigestUpdate(pointer, buffer.baseAddress, buffer.count) == 1, "libcrypto could not hash")
    }

    /// Ends the hash; the context must not be fed afterwards.
    func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: SHA256.byteCount)
        let status = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(pointer, $0.baseAddress, nil) }
        precondition(status == 1, "libcrypto could not finish SHA-256")
        return digest
    }
}
