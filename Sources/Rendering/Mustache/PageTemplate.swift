import Mustache

/// A template of the site: swift-mustache's parse of it (the parser of record, which validated
/// it) and, when the template uses only what ``CompiledTemplate`` supports, the compiled form
/// that renders it much faster to the same bytes.
struct PageTemplate: Sendable {
    let mustache: MustacheTemplate
    let compiled: CompiledTemplate?

    init(mustache: MustacheTemplate, text: String) {
        self.mustache = mustache
        compiled = CompiledTemplate(text)
    }

    /// `text` parsed by swift-mustache (throwing its error) and compiled when it can be.
    init(parsing text: String) throws {
        MarkdownContentType.register()
        self.init(mustache: try MustacheTemplate(string: text), text: text)
    }

    private init(mustache: MustacheTemplate) {
        self.mustache = mustache
        compiled = nil
    }

    /// This template rendered by swift-mustache only: the reference the compiled form is
    /// tested against.
    var mustacheOnly: PageTemplate { PageTemplate(mustache: mustache) }

    /// The template filled in from `context`.
    func render(_ context: Any) -> String {
        if let compiled { return compiled.render(context) }
        return mustache.render(context)
    }
}
