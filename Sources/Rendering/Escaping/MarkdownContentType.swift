import Mustache

/// The Mustache content type `MARKDOWN`: `{{name}}` in a template that starts with
/// `{{% CONTENT_TYPE: MARKDOWN }}` is escaped by ``MarkdownText/escaped(_:)``.
struct MarkdownContentType: MustacheContentType {
    static let name = "MARKDOWN"

    /// The line every Markdown template starts with.
    static let pragma = "{{% CONTENT_TYPE: MARKDOWN }}"

    func escapeText(_ text: String) -> String {
        MarkdownText.escaped(text)
    }

    /// Registers the content type with Mustache, once per process; templates that name it must
    /// be parsed after this.
    static func register() {
        _ = registration
    }

    private static let registration: Void = {
        MustacheContentTypes.register(MarkdownContentType(), named: name)
    }()
}
