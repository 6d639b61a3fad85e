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
}
