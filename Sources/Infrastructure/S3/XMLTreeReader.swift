/// Reads a well-formed XML document into an ``XMLTree``: elements, character data (with the five
/// named entities, character references and CDATA sections), comments and processing instructions
/// skipped. A document type declaration, a mismatched or unclosed tag, an unknown entity or
/// elements nested deeper than ``maxDepth`` make it not well-formed (nil). Written for S3's
/// answers instead of Foundation's `XMLParser`, whose libxml2 (with ICU) every process would
/// otherwise load at its start.
struct XMLTreeReader {
    /// Deeper elements are refused rather than read with ever more stack.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element, or nil when the bytes are not one well-formed document.
    mutating func document() -> XMLTree? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        guard skipMisc(), peek() == UInt8(ascii: "<"), let root = element(depth: 1), skipMisc(), position == bytes.count else {
            return nil
        }
        return root
    }

    // MARK: - Elements

    /// The element at `<`, up to and including its end tag.
    private mutating func element(depth: Int) -> XMLTree? {
        guard depth <= Self.maxDepth, take("<"), let name = name(), let local = localName(name) else { return nil }
        while true {
            skipSpace()
            if take("/>") { return XMLTree(name: local, text: "", children: []) }
            if take(">") { break }
            guard attribute() else { return nil }
        }
        var text: [UInt8] = []
        var children: [XMLTree] = []
        while position < bytes.count {
            if starts("</") {
                position += 2
                guard self.name() == name else { return nil }
                skipSpace()
                guard take(">") else { return nil }
                return XMLTree(name: local, text: String(decoding: text, as: UTF8.self), children: children)
            } else if starts("<!--") {
                guard skip(past: "-->") else { return nil }
            } else if starts("<![CDATA[") {
                position += 9
                guard let end = find("]]>") else { return nil }
                text += bytes[position..<end]
                position = end + 3
            } else if starts("<?") {
                guard skip(past: "?>") else { return nil }
            } else if starts("<") {
                guard let child = element(depth: depth + 1) else { return nil }
                children.append(child)
            } else if starts("&") {
                guard let character = reference() else { return nil }
                text += character
            } else {
                text.append(bytes[position])
                position += 1
            }
        }
        return nil
    }

    /// `name = "value"` (or with single quotes); the value is checked, not kept.
    private mutating func attribute() -> Bool {
        guard name() != nil else { return false }
        skipSpace()
        guard take("=") else { return false }
        skipSpace()
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        position += 1
        while let byte = peek(), byte != quote {
            if byte == UInt8(ascii: "<") { return false }
            if byte == UInt8(ascii: "&") {
                guard reference() != nil else { return false }
            } else {
                position += 1
            }
        }
        return take(quote)
    }

    /// A tag or attribute name: up to space, `/`, `>` or `=`.
    private mutating func name() -> [UInt8]? {
        let start = position
        while let byte = peek(), !Self.isSpace(byte), !"/>=<&\"'".utf8.contains(byte) { position += 1 }
        return position > start ? Array(bytes[start..<position]) : nil
    }

    /// The name after its namespace prefix, if any; nil unless it starts as an XML name does (a
    /// letter, `_` or a character beyond ASCII).
    private func localName(_ name: [UInt8]) -> String? {
        let local = name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name[...]
        guard let first = local.first, first >= 0x80 || first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") else {
            return nil
        }
        return String(decoding: local, as: UTF8.self)
    }

    /// The UTF-8 of the entity or character reference at `&`.
    private mutating func reference() -> [UInt8]? {
        guard let end = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let body = bytes[(position + 1)..<end]
        position = end + 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "amp": return Array("&".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        case let text where text.hasPrefix("#x"):
            return UInt32(text.dropFirst(2), radix: 16).flatMap(Self.utf8(of:))
        case let text where text.hasPrefix("#"):
            return UInt32(text.dropFirst(), radix: 10).flatMap(Self.utf8(of:))
        default:
            return nil
        }
    }

    private static func utf8(of scalar: UInt32) -> [UInt8]? {
        guard scalar != 0, let scalar = Unicode.Scalar(scalar) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: - Outside the root element

    /// Skips space, comments, processing instructions and the XML declaration; false at a
    /// document type declaration (S3 sends none) or an unclosed comment.
    private mutating func skipMisc() -> Bool {
        while true {
            skipSpace()
            if starts("<?") {
                guard skip(past: "?>") else { return false }
            } else if starts("<!--") {
                guard skip(past: "-->") else { return false }
            } else {
                return !starts("<!")
            }
        }
    }

    // MARK: - Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpace() {
        while let byte = peek(), Self.isSpace(byte) { position += 1 }
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        return text.withUTF8Buffer { $0.elementsEqual(bytes[position..<(position + count)]) }
    }

    private mutating func take(_ text: StaticString) -> Bool {
        guard starts(text) else { return false }
        position += text.utf8CodeUnitCount
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// The index where `text` next begins, from the current position.
    private func find(_ text: StaticString) -> Int? {
        let count = text.utf8CodeUnitCount
        var index = position
        while index + count <= bytes.count {
            if text.withUTF8Buffer({ $0.elementsEqual(bytes[index..<(index + count)]) }) { return index }
            index += 1
        }
        return nil
    }

    /// Moves past the next `text`; false when there is none.
    private mutating func skip(past text: StaticString) -> Bool {
        guard let index = find(text) else { return false }
        position = index + text.utf8CodeUnitCount
        return true
    }
}
