/// Why a query file cannot be used. Every case names where the problem is.
public enum QueryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The default query file is not there: the folder is not a site yet.
    case noDefaultFile(path: String)
    case invalidUTF8(source: String, line: Int)
    case lineTooLong(source: String, line: Int, length: Int, limit: Int)
    case noQueries(source: String)
    /// A line longer than `bytes` bytes: refused before it is read whole.
    case lineTooLongToRead(source: String, line: Int, bytes: Int, limit: Int)
    /// A control character (NUL, ESC, BEL, ...) inside a query; `column` counts Unicode scalars.
    case controlCharacter(source: String, line: Int, column: Int, codePoint: UInt32)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "Cannot read the query file \(path): \(reason). Check the path given with --queries."
        case let .noDefaultFile(path):
            return "No query file here: there is no \(path), which a build reads when --queries is not given. "
                + "Run `marquee init` to start a site in this folder, or name a query file with --queries (one search a line)."
        case let .invalidUTF8(source, line):
            return "\(source):\(line): the line is not valid UTF-8. Save the file as UTF-8 and run again."
        case let .lineTooLong(source, line, length, limit):
            return "\(source):\(line): the query is \(length) characters long; the limit is \(limit). Shorten it or split it into several searches."
        case let .noQueries(source):
            return "\(source) has no queries. Write one search a line; blank lines and lines starting with # are skipped."
        case let .lineTooLongToRead(source, line, bytes, limit):
            return "\(source):\(line): the line is longer than \(bytes) bytes; a query is at most \(limit) characters. Shorten it or split it into several searches."
        case let .controlCharacter(source, line, column, codePoint):
            let hex = String(codePoint, radix: 16, uppercase: true)
            return "\(source):\(line): column \(column) holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which a search cannot contain. Remove it and run again."
        }
    }
}
