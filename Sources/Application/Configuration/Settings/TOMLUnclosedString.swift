/// Finds a string left open on one line of TOML, so that a parse error on that line can say so
/// rather than what the parser stumbled on at the line's end.
enum TOMLUnclosedString {
    /// The 1-based column (in characters) of the quote that opens a one-line string which the
    /// line never closes; nil when every string on the line is closed, or when a multi-line
    /// string opens (it may go on below).
    static func column(in line: Substring) -> Int? {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "#" { return nil }
            guard character == "\"" || character == "'" else {
                index += 1
                continue
            }
            if index + 2 < characters.count, characters[index + 1] == character, characters[index + 2] == character {
                return nil
            }
            let opening = index
            index += 1
            var closed = false
            while index < characters.count {
                if character == "\"" && characters[index] == "\\" {
                    index += 2
                    continue
                }
                if characters[index] == character {
                    closed = true
                    break
                }
                index += 1
            }
            if !closed { return opening + 1 }
            index += 1
        }
        return nil
    }
}
