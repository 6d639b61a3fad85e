/// Reads rendered HTML the way a browser shows it, enough for checking that text shows literally.
enum HTMLText {
    /// The decoded text inside every `<tag ...>...</tag>` of `html`, in order, with inner tags
    /// removed.
    static func contents(of tag: String, in html: String) -> [String] {
        var results: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<\(tag)") {
            guard let openEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let next = rest[open.upperBound]
            guard next == ">" || next == " " else {
                rest = rest[open.upperBound...]
                continue
            }
            guard let close = rest[openEnd...].range(of: "</\(tag)>") else { break }
            results.append(text(of: String(rest[rest.index(after: openEnd)..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return results
    }

    /// `html` without tags, with character references decoded.
    static func text(of html: String) -> String {
        var withoutTags = ""
        var inTag = false
        for character in html {
            switch character {
            case "<" where !inTag: inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { withoutTags.append(character) }
            }
        }
        return decodeReferences(withoutTags)
    }

    /// The value of every `name="..."` attribute, decoded.
    static func attributes(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { part in
            decodeReferences(String(part.prefix { $0 != "\"" }))
        }
    }

    static func decodeReferences(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";") else {
                rest = rest[ampersand...]
                break
            }
            let name = rest[afterAmpersand..<semicolon]
            if let decoded = decode(name) {
                result.append(decoded)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    private static func decode(_ name: Substring) -> Character? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}

extension HTMLText {
    /// The part of a page inside `<main>`, where the page's own content is.
    static func main(_ html: String) -> String {
        guard let start = html.range(of: "<main"), let end = html.range(of: "</main>", range: start.upperBound..<html.endIndex) else {
            return ""
        }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// `text` with every run of white space folded into one space, as a browser shows it.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
