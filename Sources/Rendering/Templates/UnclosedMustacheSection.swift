/// Where a Mustache section that is never closed opens, since the parser itself can only say so
/// at the end of the file.
struct UnclosedMustacheSection: Equatable {
    /// The section's name, as in `{{#name}}`.
    let name: String
    /// `#`, `^` (inverted), `$` (block) or `<` (parent).
    let sigil: Character
    /// 1-based line and column of its `{{`.
    let line: Int
    let column: Int
    /// That line, without surrounding white space.
    let lineText: String

    /// The innermost section of `template` left open at its end; nil when every section closes,
    /// or when the template changes its delimiters (then the tags cannot be told apart here).
    static func find(in template: String) -> UnclosedMustacheSection? {
        let scalars = Array(template.unicodeScalars)
        var open: [(name: String, sigil: Character, offset: Int)] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "{", scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            let start = index
            let triple = index + 2 < scalars.count && scalars[index + 2] == "{"
            let closing = triple ? "}}}" : "}}"
            guard let end = Self.offset(of: closing, in: scalars, from: index + 2) else { return nil }
            let inside = String(String.UnicodeScalarView(scalars[(index + (triple ? 3 : 2))..<end]))
                .trimmingCharacters(in: .whitespaces)
            index = end + closing.unicodeScalars.count
            guard !triple, let sigil = inside.first else { continue }
            let name = inside.dropFirst().trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "=": return nil
            case "#", "^", "$", "<": open.append((name, sigil, start))
            case "/":
                if let last = open.last, last.name == name { open.removeLast() }
            default: continue
            }
        }
        guard let innermost = open.last else { return nil }
        return at(offset: innermost.offset, name: innermost.name, sigil: innermost.sigil, in: scalars)
    }

    private static func offset(of marker: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let marker = Array(marker.unicodeScalars)
        var index = start
        while index + marker.count <= scalars.count {
            if Array(scalars[index..<index + marker.count]) == marker { return index }
            index += 1
        }
        return nil
    }

    private static func at(offset: Int, name: String, sigil: Character, in scalars: [Unicode.Scalar]) -> UnclosedMustacheSection {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
        let text = String(String.UnicodeScalarView(scalars[lineStart..<lineEnd])).trimmingCharacters(in: .whitespacesAndNewlines)
        return UnclosedMustacheSection(name: name, sigil: sigil, line: line, column: offset - lineStart + 1, lineText: text)
    }
}
