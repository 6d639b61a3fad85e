/// Splits the catalog's `, `-separated lists ("Drama, Crime"; "Ed Begley, Jr., Cher") into items,
/// keeping generational suffixes with the name they belong to.
///
/// Runs for every film of every page read, so it scans UTF-8 itself instead of going through
/// Foundation; it splits and trims exactly as `components(separatedBy: ", ")` and
/// `trimmingCharacters(in: .whitespaces)` would (a test compares them on the whole catalog).
enum CatalogNameList {
    private static let suffixes: Set<String> = ["Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"]
    /// The longest of ``suffixes``, in bytes: a longer item is no suffix, without hashing it.
    private static let longestSuffix = 3

    static func split(_ text: String) -> [String] {
        // A catalog string is native and contiguous: its bytes are read in place.
        var contiguous = text
        return contiguous.withUTF8 { split(bytes: $0, of: text) }
    }

    private static func split(bytes: UnsafeBufferPointer<UInt8>, of text: String) -> [String] {
        var items: [String] = []
        var partStart = 0
        var index = 0
        func add(_ range: Range<Int>) {
            guard let item = trimmed(range, of: bytes, in: text), !item.isEmpty else { return }
            if item.utf8.count <= longestSuffix, suffixes.contains(item), let previous = items.popLast() {
                items.append("\(previous), \(item)")
            } else {
                items.append(item)
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ","), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " "),
               isCharacterBoundary(index + 2, of: bytes, in: text) {
                add(partStart..<index)
                index += 2
                partStart = index
            } else {
                index += 1
            }
        }
        add(partStart..<bytes.count)
        return items
    }

    /// Whether the byte at `offset` starts a new character: like Foundation, a separator followed
    /// by a combining mark (`", \u{0301}"`) is not a separator.
    private static func isCharacterBoundary(_ offset: Int, of bytes: UnsafeBufferPointer<UInt8>, in text: String) -> Bool {
        guard offset < bytes.count, bytes[offset] >= 0x80 || bytes[offset] == 0x0D else { return true }
        return String.Index(text.utf8.index(text.utf8.startIndex, offsetBy: offset), within: text) != nil
    }

    /// The bytes of `range` without the tabs and Unicode space separators (`Zs`) around them: on
    /// the bytes while the ends are ASCII, through the scalars when one is not.
    private static func trimmed(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, in text: String) -> String? {
        var (first, end) = (range.lowerBound, range.upperBound)
        while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
        while end > first, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard first < end else { return nil }
        guard bytes[first] < 0x80, bytes[end - 1] < 0x80 else {
            let utf8 = text.utf8
            return trimmed(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: first)..<utf8.index(utf8.startIndex, offsetBy: end)]))
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
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
