/// How a compiled template escapes `{{name}}` values: the content types Marquee's templates can
/// name, escaping exactly as Mustache's `HTML` and `TEXT` and Marquee's `MARKDOWN` do.
enum TemplateEscaping: Sendable {
    case html
    case text
    case markdown

    /// The content type named in a `{{% CONTENT_TYPE: name }}` pragma; nil for any other.
    init?(contentType name: String) {
        switch name {
        case "HTML": self = .html
        case "TEXT": self = .text
        case MarkdownContentType.name: self = .markdown
        default: return nil
        }
    }

    func escape(_ text: String) -> String {
        switch self {
        case .html: return Self.htmlEscaped(text)
        case .text: return text
        case .markdown: return MarkdownText.escaped(text)
        }
    }

    /// `<`, `>`, `&`, `"` and `'` replaced by entities, character by character (so a mark that
    /// combines with one of them into another character leaves it alone, as Mustache does).
    static func htmlEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
