/// Parses an HTTP/1.x request head strictly enough for a file server: a request line, header
/// fields, a blank line. Bodies are never read.
///
/// Bare `LF` line endings are accepted as well as `CRLF`, and empty lines before the request line
/// are skipped, as RFC 9112 allows. Anything else out of the grammar is `malformed` (400).
public struct HTTPRequestParser: Sendable {
    /// The longest head accepted, request line and fields together.
    public let maxHeadBytes: Int
    /// The most header fields accepted.
    public let maxHeaderCount: Int

    public init(maxHeadBytes: Int = 8192, maxHeaderCount: Int = 100) {
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderCount = maxHeaderCount
    }

    /// The length of the complete head at the start of `buffer` (blank line included), or nil
    /// while more bytes are needed.
    ///
    /// - Throws: `tooLarge` when `buffer` holds more than `maxHeadBytes` without a complete head.
    public func headLength(in buffer: [UInt8]) throws(HTTPRequestError) -> Int? {
        var index = 0
        // Empty lines before the request line do not count as the end of the head.
        while index < buffer.count, buffer[index] == HTTPSyntax.cr || buffer[index] == HTTPSyntax.lf { index += 1 }
        while index < buffer.count {
            if buffer[index] == HTTPSyntax.lf {
                if index + 1 < buffer.count, buffer[index + 1] == HTTPSyntax.lf { return index + 2 }
                if index + 2 < buffer.count, buffer[index + 1] == HTTPSyntax.cr, buffer[index + 2] == HTTPSyntax.lf { return index + 3 }
            }
            if index >= maxHeadBytes { throw .tooLarge(limit: maxHeadBytes) }
            index += 1
        }
        if buffer.count > maxHeadBytes { throw .tooLarge(limit: maxHeadBytes) }
        return nil
    }

    /// Parses a complete head, e.g. the first `headLength(in:)` bytes of what was read.
    public func parse(_ head: some Collection<UInt8>) throws(HTTPRequestError) -> HTTPRequestHead {
        guard head.count <= maxHeadBytes + 4 else { throw .tooLarge(limit: maxHeadBytes) }
        var lines = Self.lines(Array(head))
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        guard let requestLine = lines.first else { throw .malformed("the request is empty") }
        let (method, target, minorVersion) = try Self.parseRequestLine(requestLine)
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard headers.count < maxHeaderCount else { throw .malformed("more than \(maxHeaderCount) header fields") }
            headers.append(try Self.parseField(line))
        }
        let hosts = headers.filter { $0.name.lowercased() == "host" }
        if minorVersion == 1 && hosts.isEmpty { throw .malformed("an HTTP/1.1 request needs a Host header") }
        if hosts.count > 1 { throw .malformed("more than one Host header") }
        let path = try RequestTarget.decodedPath(of: target)
        return HTTPRequestHead(method: method, target: target, path: path, minorVersion: minorVersion, headers: headers)
    }

    // MARK: - Private

    /// Splits on LF, dropping a CR before it; stops at the first empty line after content.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == HTTPSyntax.lf {
            var end = index
            if end > start, bytes[end - 1] == HTTPSyntax.cr { end -= 1 }
            let line = bytes[start..<end]
            if line.isEmpty, result.contains(where: { !$0.isEmpty }) { return result }
            result.append(line)
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (String, String, Int) {
        let parts = line.split(separator: HTTPSyntax.space, omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw .malformed("the request line must be METHOD, target and version separated by single spaces")
        }
        guard !parts[0].isEmpty, parts[0].allSatisfy(HTTPSyntax.isTokenCharacter) else { throw .malformed("the method is not a token") }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else {
            throw .malformed("the request target is empty or holds control characters")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        let versionBytes = Array(parts[2])
        guard versionBytes.count == 8, version.hasPrefix("HTTP/"), versionBytes[6] == UInt8(ascii: "."),
              HTTPSyntax.isDigit(versionBytes[5]), HTTPSyntax.isDigit(versionBytes[7]) else {
            throw .malformed("the version must look like HTTP/1.1")
        }
        guard versionBytes[5] == UInt8(ascii: "1") else { throw .unsupportedVersion(version) }
        let minor = Int(versionBytes[7] - UInt8(ascii: "0"))
        guard minor <= 1 else { throw .unsupportedVersion(version) }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), minor)
    }

    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (name: String, value: String) {
        guard let first = line.first, first != HTTPSyntax.space, first != HTTPSyntax.tab else {
            throw .malformed("folded header lines are not accepted")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("a header line has no colon") }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(HTTPSyntax.isTokenCharacter) else {
            throw .malformed("a header name is empty or holds characters that are not allowed")
        }
        var value = line[line.index(after: colon)...]
        while let byte = value.first, byte == HTTPSyntax.space || byte == HTTPSyntax.tab { value = value.dropFirst() }
        while let byte = value.last, byte == HTTPSyntax.space || byte == HTTPSyntax.tab { value = value.dropLast() }
        guard value.allSatisfy({ $0 == HTTPSyntax.tab || ($0 >= 0x20 && $0 != 0x7F) }) else {
            throw .malformed("a header value holds control characters")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }
}
