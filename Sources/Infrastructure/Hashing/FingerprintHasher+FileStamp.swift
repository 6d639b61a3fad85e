extension FingerprintHasher {
    /// Adds a file's stamp as five integers.
    public mutating func update(_ stamp: FileStamp.Numbers) {
        update(Int(truncatingIfNeeded: stamp.device))
        update(Int(truncatingIfNeeded: stamp.inode))
        update(Int(stamp.size))
        update(Int(stamp.seconds))
        update(Int(stamp.nanoseconds))
    }
}
