/// Splits the catalog's `, `-separated lists ("Drama, Crime"; "Ed Begley, Jr., Cher") into items,
/// keeping generational suffixes with the name they belong to.
///
/// Runs for every film of every page read, so it scans UTF-8 itself instead of going through
/// Foundation; it splits and trims exactly as `components(separatedBy: ", ")` and
/// `trimmingCharacters(in: .whitespaces)` would (a test compares them on the whole catalog).
enum CatalogNameList {
    private static let suffixes: Set<String> = ["Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"]

    static func split(_ text: String) -> [String] {
        var items: [String] = []
        let bytes = text.utf8
        var partStart = bytes.startIndex
        var index = bytes.startIndex
        func add(_ part: Substring.UTF8View) {
            let item = trimmed(Substring(part))
            guard !item.isEmpty else { return }
            if suffixes.contains(item), let previous = items.popLast() {
                items.append("\(previous), \(item)")
            } else {
                items.append(item)
            }
        }
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: ","), next != bytes.endIndex, bytes[next] == UInt8(ascii: " "),
               isCharacterBoundary(bytes.index(after: next), in: text) {
                add(bytes[partStart..<index])
                index = bytes.index(after: next)
                partStart = index
            } else {
                index = next
            }
        }
        add(bytes[partStart..<bytes.endIndex])
        return items
    }

    /// Whether `index` starts a new character: like Foundation, a separator followed by a
    /// combining mark (`", \u{0301}"`) is not a separator.
    private static func isCharacterBoundary(_ index: String.Index, in text: String) -> Bool {
        guard index != text.endIndex, text.utf8[index] >= 0x80 || text.utf8[index] == 0x0D else { return true }
        return String.Index(index, within: text) != nil
    }

    /// `part` without the tabs and Unicode space separators (`Zs`) around it.
    private static func trimmed(_ part: Substring) -> String {
        let scalars = part.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.properties.generalCategory == .spaceSeparator
    }
}
