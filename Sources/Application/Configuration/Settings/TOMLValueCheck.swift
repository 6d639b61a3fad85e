/// Finds, outside strings and comments, the values TOMLKit 0.6.0's parser (toml++ 3) cannot be
/// handed, and NUL characters.
///
/// The parser assumes, without checking, that a value starts where it calls for one, and stops
/// the program with an assertion when the assumption is wrong (found by the FuzzConfigFile
/// target and by feeding the parser every short sequence of TOML's tokens):
/// - `[}` or `[1, }`: an array's value that starts with `}` or with one of the line separators
///   U+0085, U+2028, U+2029;
/// - `1979-05-27T:`: a date and `T` with no hour after it;
/// - `1979-05-27 1,`: a date, a space and one digit that ends the value.
///
/// None of them is a valid TOML value, so each is refused with its line and column before the
/// parser sees the text (a bare key that looks like such a date is taken for one too; no key
/// of `marquee.toml` does). Strings and comments are passed over as the parser reads them; where a string is
/// malformed the parser stops there with its own error. A NUL would end the text the parser is
/// handed (a C string), so what follows it would be silently ignored: it is refused too.
struct TOMLValueCheck {
    /// The first such value (or NUL) of `text`; nil when there is none.
    static func firstProblem(in text: String) -> TOMLTextProblem? {
        let all = Array(text.unicodeScalars)
        let nul = all.firstIndex(of: "\0")
        let scalars = Array(all[..<(nul ?? all.count)])
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            var message: String?
            var at = index
            switch scalar {
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            case "\"", "'":
                index = endOfString(scalars, from: index)
                continue
            case "[", ",":
                at = startOfValue(scalars, after: index)
                if at < scalars.count, let found = Self.unstartable(scalars[at]) {
                    message = "expected a value after '\(scalar)', not \(found)"
                }
            case "0"..."9" where index == 0 || !scalars[index - 1].isTOMLBareKeyScalar:
                message = dateProblem(scalars, at: index)
            default:
                break
            }
            if let message { return problem(scalars, at: at, message) }
            index += 1
        }
        return nul.map { problem(all, at: $0, "the file holds a NUL character, and a TOML file is text") }
    }

    /// Where the string opening at `start` ends (one past its closing quote), the way the parser
    /// reads it: `\` escapes the next scalar in `"` strings, a one-line string ends at its line's
    /// end, and a multi-line one takes up to two more quotes after its closing three as its own.
    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let quote = scalars[start]
        let escapes = quote == "\""
        func tripleQuote(at position: Int) -> Bool {
            position + 2 < scalars.count && scalars[position] == quote && scalars[position + 1] == quote && scalars[position + 2] == quote
        }
        var position = start + 1
        if tripleQuote(at: start) {
            position = start + 3
            while position < scalars.count {
                if escapes, scalars[position] == "\\" {
                    position += 2
                } else if tripleQuote(at: position) {
                    var end = position + 3
                    while end < scalars.count, end < position + 5, scalars[end] == quote { end += 1 }
                    return end
                } else {
                    position += 1
                }
            }
            return scalars.count
        }
        while position < scalars.count, scalars[position] != "\n" {
            if escapes, scalars[position] == "\\" {
                position += 2
                continue
            }
            if scalars[position] == quote { return position + 1 }
            position += 1
        }
        return min(position, scalars.count)
    }

    /// The first scalar after `position` that is not a space, a tab, a line break or part of a
    /// comment: where an array's next value starts.
    private static func startOfValue(_ scalars: [Unicode.Scalar], after position: Int) -> Int {
        var next = position + 1
        while next < scalars.count {
            switch scalars[next] {
            case " ", "\t", "\n", "\r": next += 1
            case "#": while next < scalars.count, scalars[next] != "\n" { next += 1 }
            default: return next
            }
        }
        return next
    }

    /// How a scalar the parser would wrongly take as a value's start is named, or nil.
    private static func unstartable(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "}": "'}'"
        case "\u{85}": "U+0085 (next line); TOML lines end with a new line"
        case "\u{2028}": "U+2028 (line separator); TOML lines end with a new line"
        case "\u{2029}": "U+2029 (paragraph separator); TOML lines end with a new line"
        default: nil
        }
    }

    /// What is wrong with the value starting at `start` with a digit, if it is one of the two
    /// date forms the parser cannot be handed.
    private static func dateProblem(_ scalars: [Unicode.Scalar], at start: Int) -> String? {
        if isDate(scalars, at: start), start + 11 < scalars.count, "Tt".unicodeScalars.contains(scalars[start + 10]),
           !isDigit(scalars[start + 11]) {
            return "a date and time is written like 1979-05-27T07:32:00: the 'T' must be followed by the hour"
        }
        // The parser reads a value's first ten characters other than `_` up to its end, and on a
        // space goes on only when a digit follows.
        var characters: [Unicode.Scalar] = []
        var end = start
        while end < scalars.count, !isValueTerminator(scalars[end]), characters.count <= 10 {
            if scalars[end] != "_" { characters.append(scalars[end]) }
            end += 1
        }
        guard characters.count == 10, characters[4] == "-", characters[7] == "-",
              end + 1 < scalars.count, scalars[end] == " ", isDigit(scalars[end + 1]),
              end + 2 == scalars.count || isValueTerminator(scalars[end + 2]) else { return nil }
        return "a date followed by a space must be followed by a time, written like 1979-05-27 07:32:00"
    }

    private static func isDate(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        guard start + 10 <= scalars.count else { return false }
        return (0..<10).allSatisfy { offset in
            offset == 4 || offset == 7 ? scalars[start + offset] == "-" : isDigit(scalars[start + offset])
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// What ends a value for the parser: white space as it counts it, `]`, `}`, `,` and `#`.
    private static func isValueTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", " ", "\n"..."\r", "]", "}", ",", "#", "\u{85}", "\u{A0}", "\u{1680}", "\u{180E}", "\u{2000}"..."\u{200B}",
             "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{2060}", "\u{3000}", "\u{FEFF}":
            true
        default:
            false
        }
    }

    private static func problem(_ scalars: [Unicode.Scalar], at position: Int, _ message: String) -> TOMLTextProblem {
        let before = scalars[..<position]
        let lineStart = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
        return TOMLTextProblem(line: before.count { $0 == "\n" } + 1, column: position - lineStart + 1, message: message)
    }
}
