import Foundation

/// Makes text from the data safe to place in Markdown, where it must show literally.
enum MarkdownText {
    /// `text` with every run of white space or control characters folded into one space, and a
    /// backslash before each character that would change meaning where it stands, and only there:
    /// `[`, `]` and `` ` `` anywhere; `*` and `_` unless they cannot delimit emphasis (`*` between
    /// spaces, `_` inside a word); `<` unless a space follows; `&` where it would start an entity;
    /// `\` before punctuation or at the end; and at the start (the value may begin a line) what
    /// would start a block: `#` headings, `>`, `-`/`+`/`*` bullets, `1.` and `1)` numbers, thematic
    /// breaks, setext underlines and `~~~` fences, with a heading's closing `#`s at the end; a
    /// byte order mark at the start is written as `&#xFEFF;`, since libcmark drops one that
    /// begins the document; a space at the start (of more than a space) is written as `&#32;`, so that a value placed
    /// after a template's own indentation (three spaces) never makes four and an indented code
    /// block; a `!` at the end is escaped, since the template may put a link right after the value
    /// and `![` would make it an image. So `5.0/10`, `Love & Basketball` or `Prince-Bythewood.` read as they
    /// are.
    static func escaped(_ text: String) -> String {
        if text.unicodeScalars.first == byteOrderMark {
            return "&#xFEFF;" + escaped(String(text.unicodeScalars.dropFirst()))
        }
        if isPlain(text) { return text }
        let scalars = folded(text)
        var escapes = [Bool](repeating: false, count: scalars.count)
        for index in scalars.indices where needsEscape(scalars, at: index) {
            escapes[index] = true
        }
        if let index = blockStartEscape(scalars) { escapes[index] = true }
        if let index = closingHashesEscape(scalars) { escapes[index] = true }
        if scalars.last == "!" { escapes[scalars.count - 1] = true }
        // Written as bytes: appending to a `String.UnicodeScalarView` cost about 280
        // instructions a character (callgrind).
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for (index, scalar) in scalars.enumerated() {
            if index == 0, scalar == " ", scalars.count > 1 {
                result.append(contentsOf: "&#32;".utf8)
                continue
            }
            if escapes[index] { result.append(UInt8(ascii: "\\")) }
            if scalar.isASCII {
                result.append(UInt8(scalar.value))
            } else {
                result.append(contentsOf: scalar.utf8)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` escaped to stand inside a line after other text: as ``escaped(_:)``, without the
    /// rules for the start of a value (a leading space stays a space, `-` or `1.` cannot start a
    /// block there).
    static func escapedContinuing(_ text: String) -> String {
        String(escaped("x" + text).dropFirst())
    }

    /// `text` as Markdown shows it once escaped: white space and control characters folded into
    /// one space each run.
    static func folded(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var inSpace = false
        for scalar in text.unicodeScalars {
            if scalar.value <= 0x20 || scalar.value == 0x7F {
                if !inSpace { scalars.append(" ") }
                inSpace = true
            } else {
                scalars.append(scalar)
                inSpace = false
            }
        }
        return scalars
    }

    /// A quick look for the common case: no byte that folding or any rule could touch.
    private static func isPlain(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var first = true
        for byte in text.utf8 {
            switch byte {
            case 0x00..<0x20, 0x7F, UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "`"), UInt8(ascii: "\\"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "#"):
                return false
            case UInt8(ascii: " ") where previous == UInt8(ascii: " ") || first:
                return false
            case UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "~"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                if first { return false }
            default:
                break
            }
            if byte != UInt8(ascii: " ") { first = false }
            previous = byte
        }
        return previous != UInt8(ascii: "!")
    }

    /// Whether the character at `index` can take part in inline syntax where it stands; the
    /// neighbours outside the text are unknown, so they count as anything.
    private static func needsEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let previous = index > 0 ? scalars[index - 1] : nil
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalars[index] {
        case "[", "]", "`":
            return true
        case "\\":
            return next.map(isASCIIPunctuation) ?? true
        case "*":
            return previous != " " || next != " "
        case "_":
            return !(previous.map(isAlphanumeric) ?? false) || !(next.map(isAlphanumeric) ?? false)
        case "<":
            return next != " "
        case "&":
            return startsEntity(scalars, at: index)
        default:
            return false
        }
    }

    /// `&` followed by `#` or letters and digits up to a `;` or the end of the text (where the
    /// text after it could finish the entity).
    private static func startsEntity(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var end = index + 1
        if end < scalars.count, scalars[end] == "#" { end += 1 }
        let nameStart = end
        while end < scalars.count, scalars[end].isASCII, isAlphanumeric(scalars[end]) { end += 1 }
        guard end > index + 1 else { return false }
        return end == scalars.count || (end > nameStart && scalars[end] == ";")
    }

    /// The character to escape so that the text, put at the start of a line, starts no block.
    private static func blockStartEscape(_ scalars: [Unicode.Scalar]) -> Int? {
        guard let first = scalars.firstIndex(where: { $0 != " " }) else { return nil }
        let rest = scalars[first...]
        let next = first + 1 < scalars.count ? scalars[first + 1] : nil
        let content = rest.filter { $0 != " " }
        switch scalars[first] {
        case "#":
            let hashes = rest.prefix { $0 == "#" }.count
            return hashes <= 6 && (first + hashes == scalars.count || scalars[first + hashes] == " ") ? first : nil
        case ">":
            return first
        case "-", "+", "*", "=", "_", "~":
            let mark = scalars[first]
            if "-+*".unicodeScalars.contains(mark), next == nil || next == " " { return first }
            if "-*_".unicodeScalars.contains(mark), content.count >= 3, content.allSatisfy({ $0 == mark }) { return first }
            if mark == "=" || mark == "-", rest.reversed().drop(while: { $0 == " " }).allSatisfy({ $0 == mark }) { return first }
            if mark == "~", rest.prefix(while: { $0 == "~" }).count >= 3 { return first }
            return nil
        case "0"..."9":
            let digits = rest.prefix { ("0"..."9").contains($0) }.count
            let mark = first + digits
            guard digits <= 9, mark < scalars.count, scalars[mark] == "." || scalars[mark] == ")" else { return nil }
            return mark + 1 == scalars.count || scalars[mark + 1] == " " ? mark : nil
        default:
            return nil
        }
    }

    /// The first `#` of a run that ends the text after a space: in a heading it would be taken
    /// for the closing sequence and dropped.
    private static func closingHashesEscape(_ scalars: [Unicode.Scalar]) -> Int? {
        var end = scalars.count
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, scalars[start - 1] == "#" { start -= 1 }
        guard start < end, start == 0 || scalars[start - 1] == " " else { return nil }
        return start
    }

    private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A destination for a Markdown link or image, in `<...>` form, for a URL from the data;
    /// nil unless it is an `http` or `https` URL. It is ``webURL(_:)``, with `&` written as
    /// `&amp;` so that it never starts an entity (libcmark decodes entities in a destination
    /// before backslash escapes).
    static func linkDestination(forURL url: String) -> String? {
        webURL(url).map { "<" + $0.replacingOccurrences(of: "&", with: "&amp;") + ">" }
    }

    /// A URL from the data, fit for an attribute or a link destination: nil unless it is an
    /// `http` or `https` URL; space, control characters and `<`, `>`, `"` and `\` (which could
    /// end a destination or start an escape) are percent-encoded.
    static func webURL(_ url: String) -> String? {
        guard hasWebScheme(url) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: " "), UInt8(ascii: "\""),
                 0x00..<0x20, 0x7F:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hasWebScheme(_ url: String) -> Bool {
        for scheme in ["http://", "https://"] {
            let prefix = url.utf8.prefix(scheme.utf8.count)
            if prefix.count == scheme.utf8.count,
               zip(prefix, scheme.utf8).allSatisfy({ lowercased($0) == $1 }) {
                return true
            }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"
}
