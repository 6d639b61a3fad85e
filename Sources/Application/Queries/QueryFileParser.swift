/// Reads a query list: UTF-8, one search a line; blank lines and lines starting with `#` are
/// skipped; surrounding white space is trimmed; case-insensitive duplicates are dropped with a
/// warning; an invalid line stops the build and is named.
///
/// Lines can be fed one at a time (``add(line:)``, then ``finish()``), so that a reader stops at
/// the first bad line instead of holding the whole input.
public struct QueryFileParser: Sendable {
    /// The longest query accepted, in characters.
    public static let maxQueryLength = 200
    /// The longest line read, in bytes, before it is refused as too long: a query of the longest
    /// length in four-byte characters, with room for indentation.
    public static let maxLineBytes = maxQueryLength * 4 + 1024

    private let source: String
    private var queries: [String] = []
    private var warnings: [String] = []
    private var firstLineByKey: [String: Int] = [:]
    private var lineNumber = 0

    /// A parser for the lines of `source` (a path, or `stdin`), named in messages.
    public init(source: String) {
        self.source = source
    }

    /// A parser for ``parse(_:source:)``, which names the source itself.
    public init() {
        self.source = ""
    }

    /// Parses the bytes of a whole query file; `source` names it in messages (a path, or `stdin`).
    public func parse(_ bytes: [UInt8], source: String) throws(QueryFileError) -> QueryList {
        var parser = QueryFileParser(source: source)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines { try parser.add(line: line) }
        return try parser.finish()
    }

    /// Reads the next line, without its `\n`; a `\r` before the `\n` (CRLF files) is dropped.
    public mutating func add(line rawLine: ArraySlice<UInt8>) throws(QueryFileError) {
        lineNumber += 1
        let bytes = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
        if bytes.count > Self.maxLineBytes {
            throw .lineTooLongToRead(source: source, line: lineNumber, bytes: Self.maxLineBytes, limit: Self.maxQueryLength)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(source: source, line: lineNumber)
        }
        let line = (lineNumber == 1 ? text.droppingByteOrderMark : text).trimmingWhiteSpace
        if line.isEmpty || line.hasPrefix("#") { return }
        if let (offset, scalar) = line.unicodeScalars.enumerated().first(where: { $0.element.properties.generalCategory == .control }) {
            throw .controlCharacter(source: source, line: lineNumber, column: offset + 1, codePoint: scalar.value)
        }
        if line.count > Self.maxQueryLength {
            throw .lineTooLong(source: source, line: lineNumber, length: line.count, limit: Self.maxQueryLength)
        }
        let key = line.lowercased()
        if let first = firstLineByKey[key] {
            warnings.append("\(source):\(lineNumber): “\(line)” repeats line \(first); dropped.")
            return
        }
        firstLineByKey[key] = lineNumber
        queries.append(line)
    }

    /// The queries read; throws when there are none.
    public func finish() throws(QueryFileError) -> QueryList {
        guard !queries.isEmpty else { throw .noQueries(source: source) }
        return QueryList(queries: queries, warnings: warnings)
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
