extension Array where Element == UInt8 {
    /// The bytes of the file at `path`, as many as `fstat` gave its size, read with `read(2)`
    /// into memory that is not zeroed first.
    ///
    /// - Throws: `FileSystemError` naming the path and the system's reason (a folder fails with
    ///   `EISDIR`).
    public init(contentsOfFile path: String) throws(FileSystemError) {
        self = try POSIX.readFile(path)
    }
}
