/// Finds a table header whose name does not start like a key (`[=site]`, `[ .x]`, `[[#]]`).
///
/// TOMLKit 0.6.0's parser (toml++ 3) assumes, without checking, that the first character of a
/// header's name begins a key, and stops the program with an assertion when it does not (found by
/// the FuzzConfigFile target). So the text is checked here first: on every line that starts with
/// `[` or `[[` (after spaces or tabs), the next character other than a space or tab must start a
/// bare key (ASCII letters, digits, `-`, `_`) or a quoted one (`"`, `'`), or be `]`, which the
/// parser reports itself; the end of the line after `[` trips the same assertion. Lines inside a multi-line string are checked too:
/// telling them apart would need a second TOML lexer, and a wrong guess must never hand the parser
/// a header it cannot read; such a line is refused with the same clear error.
struct TOMLTableHeaderCheck {
    /// The first line of `text` whose header the parser cannot read safely, at the character
    /// its name starts with instead of a key; nil when there is none.
    static func firstProblem(in text: String) -> TOMLTextProblem? {
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let problem = headerProblem(in: Array(line)) {
                let found = problem.scalar == "\n" ? "the end of the line" : "'\(Character(problem.scalar))'"
                return TOMLTextProblem(
                    line: index + 1, column: problem.column,
                    message: "a table header's name must start with a key (letters, digits, - or _, or a quoted key), not \(found)"
                )
            }
        }
        return nil
    }

    /// Before the `[`, anything the parser might pass over is passed over (white space of any
    /// kind, a byte order mark): more lines are checked than it reads as headers, never fewer.
    /// After it, only spaces and tabs, so that nothing it would not pass over goes unchecked.
    private static func headerProblem(in line: [Unicode.Scalar]) -> (column: Int, scalar: Unicode.Scalar)? {
        var position = 0
        while position < line.count, line[position].properties.isWhitespace || line[position] == "\u{FEFF}" { position += 1 }
        guard position < line.count, line[position] == "[" else { return nil }
        func skipBlanks() { while position < line.count, line[position] == " " || line[position] == "\t" { position += 1 } }
        position += 1
        skipBlanks()
        if position < line.count, line[position] == "[" {
            position += 1
            skipBlanks()
        }
        guard position < line.count else { return (position + 1, "\n") }
        let scalar = line[position]
        if scalar == "]" || scalar == "\"" || scalar == "'" || scalar.isTOMLBareKeyScalar { return nil }
        return (position + 1, scalar)
    }
}
