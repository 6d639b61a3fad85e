import CLibCrypto

/// libcrypto, set up once per process without its exit-time cleanup.
///
/// OpenSSL frees its global state from an `atexit` handler. A process that exits while another
/// thread is still hashing (a build stopped by a signal, `serve` stopping during a rebuild) would
/// have that thread use freed locks and crash; the process ends the same without the cleanup.
enum LibCrypto {
    /// Touch before any other libcrypto call.
    static let ready: Void = {
        precondition(OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil) == 1, "libcrypto could not start")
    }()

    /// SHA-256, fetched from the default provider once for the process. `EVP_sha256()` has
    /// OpenSSL 3 look the algorithm up again at each use, which took longer than hashing a
    /// page's inputs (a build hashes tens of thousands). A fetched algorithm may be used by
    /// any thread.
    nonisolated(unsafe) static let sha256: OpaquePointer = fetch("SHA2-256")
    /// MD5, fetched once as ``sha256`` is.
    nonisolated(unsafe) static let md5: OpaquePointer = fetch("MD5")

    private static func fetch(_ name: String) -> OpaquePointer {
        _ = ready
        guard let algorithm = EVP_MD_fetch(nil, name, nil) else {
            preconditionFailure("libcrypto has no \(name)")
        }
        return algorithm
    }

    /// The `byteCount`-byte digest of `buffer` with `algorithm` (``sha256``, ``md5``), in one
    /// call.
    static func digest(_ buffer: UnsafeRawBufferPointer, algorithm: OpaquePointer?, byteCount: Int, name: String) -> [UInt8] {
        _ = ready
        var digest = [UInt8](repeating: 0, count: byteCount)
        let status = digest.withUnsafeMutableBufferPointer { output in
            EVP_Digest(buffer.baseAddress, buffer.count, output.baseAddress, nil, algorithm, nil)
        }
        precondition(status == 1, "libcrypto could not compute \(name)")
        return digest
    }
}
