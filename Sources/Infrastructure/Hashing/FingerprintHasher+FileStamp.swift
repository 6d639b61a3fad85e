extension FingerprintHasher {
    /// Adds a file's stamp as five integers (as ``update(_:)-(Int)`` adds each), in one append:
    /// the digest of a published site adds one for each of its files.
    public mutating func update(_ stamp: FileStamp.Numbers) {
        let numbers = (
            Int64(truncatingIfNeeded: stamp.device).littleEndian, Int64(truncatingIfNeeded: stamp.inode).littleEndian,
            stamp.size.littleEndian, stamp.seconds.littleEndian, stamp.nanoseconds.littleEndian
        )
        withUnsafeBytes(of: numbers) { update(bytes: $0) }
    }
}
