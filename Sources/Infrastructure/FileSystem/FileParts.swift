/// The bytes of a file to stage, as parts read one after the other: one array, several, or a
/// ``ByteSpool``'s, so that a file of megabytes is never joined in memory to be compared or
/// written.
struct FileParts {
    private enum Source {
        case one([UInt8])
        case many([[UInt8]])
        case spool(ByteSpool)
    }

    private let source: Source
    /// How many bytes the parts hold in all.
    let count: Int

    init(whole bytes: [UInt8]) {
        source = .one(bytes)
        count = bytes.count
    }

    init(_ parts: [[UInt8]]) {
        source = .many(parts)
        count = parts.reduce(0) { $0 + $1.count }
    }

    init(_ spool: ByteSpool) {
        source = .spool(spool)
        count = spool.count
    }

    /// Hands `body` each part in order, valid only during its call, until it returns false.
    func forEach(_ body: (UnsafeRawBufferPointer) throws(FileSystemError) -> Bool) throws(FileSystemError) {
        switch source {
        case .one(let bytes):
            _ = try bytes.withBytes(body)
        case .many(let parts):
            for part in parts {
                guard try part.withBytes(body) else { return }
            }
        case .spool(let spool):
            try spool.forEachPart(body)
        }
    }
}

extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws a ``FileSystemError``, rethrown as one.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        var failure: FileSystemError?
        let result = withUnsafeBytes { bytes -> Result? in
            do throws(FileSystemError) {
                return try body(bytes)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return result!
    }
}
