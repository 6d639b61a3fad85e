import Infrastructure
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

    /// `<`, `>`, `&`, `"` and `'` replaced by entities, as swift-mustache's `htmlEscape()` does.
    static func htmlEscaped(_ text: String) -> String {
        MarkupEscaping.escaped(text, apostrophe: "&#39;")
    }
}
