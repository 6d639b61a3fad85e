/// Reads a query list: UTF-8, one search a line; blank lines and lines starting with `#` are
/// skipped; surrounding white space is trimmed; case-insensitive duplicates are dropped with a
/// warning; an invalid line stops the build and is named.
public struct QueryFileParser: Sendable {
    /// The longest query accepted, in characters.
    public static let maxQueryLength = 200

    public init() {}

    /// Parses the bytes of a query file; `source` names it in messages (a path, or `stdin`).
    public func parse(_ bytes: [UInt8], source: String) throws(QueryFileError) -> QueryList {
        var queries: [String] = []
        var warnings: [String] = []
        var firstLineByKey: [String: Int] = [:]
        var lineNumber = 0
        for rawLine in Self.lines(of: bytes) {
            lineNumber += 1
            guard let text = String(validating: rawLine, as: UTF8.self) else {
                throw .invalidUTF8(source: source, line: lineNumber)
            }
            let line = (lineNumber == 1 ? text.droppingByteOrderMark : text).trimmingWhiteSpace
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.count > Self.maxQueryLength {
                throw .lineTooLong(source: source, line: lineNumber, length: line.count, limit: Self.maxQueryLength)
            }
            let key = line.lowercased()
            if let first = firstLineByKey[key] {
                warnings.append("\(source):\(lineNumber): “\(line)” repeats line \(first); dropped.")
                continue
            }
            firstLineByKey[key] = lineNumber
            queries.append(line)
        }
        guard !queries.isEmpty else { throw .noQueries(source: source) }
        return QueryList(queries: queries, warnings: warnings)
    }

    /// Splits on `\n`, dropping one `\r` before it (CRLF files) and a final empty line.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
    }
}

private extension String {
    var droppingByteOrderMark: String {
        hasPrefix("\u{FEFF}") ? String(dropFirst()) : self
    }

    var trimmingWhiteSpace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }
}
