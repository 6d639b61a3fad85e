/// The path part of a request target, percent-decoded.
public enum RequestTarget {
    /// The decoded path of `target`: origin form (`/a/b?q`) or absolute form
    /// (`http://host/a/b`); the query and fragment are dropped.
    ///
    /// - Throws: `malformed` for another form (`*`, `example.com:80`), a bad `%` escape, an
    ///   encoded NUL or bytes that are not UTF-8.
    public static func decodedPath(of target: String) throws(HTTPRequestError) -> String {
        var rest = Substring(target)
        let lowercased = target.lowercased()
        if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://") {
            rest = rest[rest.index(after: rest.firstIndex(of: ":")!)...].dropFirst(2)
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else { return "/" }
            rest = rest[slash...]
            if rest.first != "/" { return "/" }
        }
        guard rest.first == "/" else { throw .malformed("the request target must be a path starting with /") }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        return try percentDecoded(rest)
    }

    /// `text` with every `%XX` replaced by its byte; the result must be UTF-8 without NUL.
    public static func percentDecoded(_ text: Substring) throws(HTTPRequestError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw .malformed("a % in the path is not followed by two hex digits")
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { throw .malformed("the path holds a NUL byte") }
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { throw .malformed("the decoded path is not UTF-8") }
        return decoded
    }

    /// `path` with every byte outside unreserved characters and `/` percent-encoded, for a
    /// `Location` header.
    public static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if isUnreservedOrSlash(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreservedOrSlash(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return Array("-._~/".utf8).contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
