extension Array where Element == UInt8 {
    /// The bytes of the regular file at `path`, read with `read(2)` into memory that is not
    /// zeroed first.
    ///
    /// - Throws: `FileSystemError` naming the path and the system's reason.
    public init(contentsOfFile path: String) throws(FileSystemError) {
        self = try POSIX.readFile(path)
    }
}
