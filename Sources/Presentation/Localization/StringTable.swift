/// One language's interface strings, as read from its file in `strings/`: `key = "text"` lines
/// (a subset of TOML: bare dotted keys, basic strings with `\"`, `\\`, `\n`, `\t` and `\uXXXX`
/// escapes), `#` comments and blank lines.
public struct StringTable: Sendable, Hashable {
    /// Every key and its text.
    public let entries: [String: String]

    public init(entries: [String: String]) {
        self.entries = entries
    }

    /// Parses a table file.
    ///
    /// - Throws: ``StringTableError`` naming the line that is not `key = "text"` or repeats a key.
    public init(parsing text: String, name: String) throws(StringTableError) {
        var entries: [String: String] = [:]
        // Lines and keys are found among the bytes: splitting the text into characters was
        // most of the table's parsing, a hundredth of a small site's build (callgrind).
        for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = Substring(rawLine).trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) else {
                throw StringTableError(file: name, line: index + 1, reason: "expected key = \"text\"")
            }
            let key = String(line[..<equals]).trimmingWhitespace
            guard !key.isEmpty, key.utf8.allSatisfy(Self.isKeyByte) else {
                throw StringTableError(file: name, line: index + 1, reason: "a key is made of letters, digits, _, - and .")
            }
            let value = try Self.basicString(String(line[line.index(after: equals)...]).trimmingWhitespace, file: name, line: index + 1)
            guard entries.updateValue(value, forKey: key) == nil else {
                throw StringTableError(file: name, line: index + 1, reason: "\(key) is set twice")
            }
        }
        self.entries = entries
    }

    public subscript(key: String) -> String? { entries[key] }

    /// The placeholders of `text`, e.g. `["count", "query"]` for `{count} results for {query}`.
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.insert(name) }
                current = nil
            } else if current != nil {
                if character.isLetter || character == "_" { current?.append(character) } else { current = nil }
            }
        }
        return names
    }

    /// An ASCII letter or digit, `_`, `-` or `.`.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    private static func basicString(_ text: String, file: String, line: Int) throws(StringTableError) -> String {
        let quote = UInt8(ascii: "\"")
        guard text.utf8.count >= 2, text.utf8.first == quote, text.utf8.last == quote else {
            throw StringTableError(file: file, line: line, reason: "the text must be in double quotes")
        }
        let inner = Substring(text.utf8.dropFirst().dropLast())
        // Most texts have no escape and no quote: taken whole rather than a character at a time.
        if !inner.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == quote }) { return String(inner) }
        var result = ""
        var characters = inner.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else {
                guard character != "\"" else { throw StringTableError(file: file, line: line, reason: "a \" inside the text must be written \\\"") }
                result.append(character)
                continue
            }
            switch characters.next() {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "u":
                var hex = ""
                for _ in 0..<4 { if let digit = characters.next() { hex.append(digit) } }
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw StringTableError(file: file, line: line, reason: "\\u needs four hex digits")
                }
                result.unicodeScalars.append(scalar)
            default:
                throw StringTableError(file: file, line: line, reason: "unknown escape; use \\\", \\\\, \\n, \\t or \\uXXXX")
            }
        }
        return result
    }
}

private extension StringProtocol {
    /// Without the spaces, tabs and carriage returns at either end. Found by index, not by
    /// copying the text reversed twice: that made parsing the three built-in tables about 8% of
    /// a small site's build (callgrind).
    var trimmingWhitespace: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
