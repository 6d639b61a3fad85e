import Foundation

/// The line each top-level key of a TOML document is set on. TOMLKit reports lines only for
/// syntax errors, so the keys of a document it accepted are found in its text: a line that starts
/// with the key (bare or quoted) followed by `=` or `.`, or a table header naming it, outside
/// multi-line strings. Lines end at `\n` as TOML's do, so a `\r\n` file (one grapheme to
/// `String`) is counted line by line too.
struct TOMLKeyLines {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        var openString: String?
        for (index, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
            if let delimiter = openString {
                if Self.count(of: delimiter, in: line) % 2 == 1 { openString = nil }
                continue
            }
            if let key = Self.key(in: line), lines[key] == nil {
                lines[key] = index + 1
            }
            for delimiter in ["\"\"\"", "'''"] where Self.count(of: delimiter, in: line) % 2 == 1 {
                openString = delimiter
            }
        }
    }

    /// The 1-based line `key` is set on, if found.
    func line(of key: String) -> Int? {
        lines[key]
    }

    private static func key(in line: String) -> String? {
        var rest = Substring(line)
        while rest.first == "[" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first else { return nil }
        let key: Substring
        let after: Substring
        if first == "\"" || first == "'" {
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: first) else { return nil }
            key = body[..<end]
            after = body[body.index(after: end)...]
        } else {
            key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            guard !key.isEmpty else { return nil }
            after = rest.dropFirst(key.count)
        }
        guard let next = after.first(where: { $0 != " " && $0 != "\t" }), "=.]".contains(next) else { return nil }
        return String(key)
    }

    private static func count(of delimiter: String, in line: String) -> Int {
        line.components(separatedBy: delimiter).count - 1
    }
}
