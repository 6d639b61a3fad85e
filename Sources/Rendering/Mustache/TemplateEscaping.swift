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

    /// Appends the UTF-8 bytes of ``escape(_:)``; HTML text with nothing to escape (most of it)
    /// is copied as it is.
    func append(_ text: String, to output: inout [UInt8]) {
        switch self {
        case .html:
            // Looked through and copied from the text's own storage: going through its
            // `UTF8View` a byte at a time was 1.5% of a build (callgrind).
            if !output.append(utf8Of: text, ifEvery: { !Self.isHTMLSpecial($0) }) {
                output.append(utf8Of: escape(text))
            }
        case .text:
            output.append(utf8Of: text)
        case .markdown:
            output.append(utf8Of: escape(text))
        }
    }

    /// The bytes ``htmlEscaped(_:)`` may replace: `&`, `<`, `>`, `"` and `'`.
    private static func isHTMLSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// `<`, `>`, `&`, `"` and `'` replaced by entities, as swift-mustache's `htmlEscape()` does.
    static func htmlEscaped(_ text: String) -> String {
        MarkupEscaping.escaped(text, apostrophe: "&#39;")
    }
}
