import Mustache

/// A template of the site: swift-mustache's parse of it (the parser of record, which validated
/// it) and, when the template uses only what ``CompiledTemplate`` supports, the compiled form
/// that renders it much faster to the same bytes.
struct PageTemplate: Sendable {
    /// swift-mustache's parse: made for every file of a templates folder, and for a built-in
    /// template only when it does not compile (the tests parse each built-in one with it); a
    /// thirtieth of a small site's build (callgrind) went to parsing the built-in ones twice.
    let mustache: MustacheTemplate?
    let compiled: CompiledTemplate?
    /// The template's text, and the file it came from (`built-in …` for the built-in ones).
    let text: String
    let path: String

    init(mustache: MustacheTemplate, text: String, path: String = "") {
        self.mustache = mustache
        compiled = CompiledTemplate(text)
        self.text = text
        self.path = path
    }

    /// A built-in template: compiled, and parsed by swift-mustache only when it does not compile.
    init(builtIn text: String, path: String, parse: (String) throws(RenderingError) -> MustacheTemplate) throws(RenderingError) {
        compiled = CompiledTemplate(text)
        mustache = compiled == nil ? try parse(text) : nil
        self.text = text
        self.path = path
    }

    /// `text` parsed by swift-mustache (throwing its error) and compiled when it can be.
    init(parsing text: String) throws {
        MarkdownContentType.register()
        self.init(mustache: try MustacheTemplate(string: text), text: text)
    }

    private init(mustacheOnly template: PageTemplate) {
        MarkdownContentType.register()
        mustache = template.mustache ?? (try? MustacheTemplate(string: template.text))
        compiled = nil
        text = template.text
        path = template.path
    }

    /// This template rendered by swift-mustache only: the reference the compiled form is
    /// tested against.
    var mustacheOnly: PageTemplate { PageTemplate(mustacheOnly: self) }

    /// The template filled in from `context`.
    func render(_ context: TemplateObject) -> String {
        if let compiled { return compiled.render(.object(context)) }
        return mustache?.render(context.mustacheValue) ?? ""
    }

    /// The UTF-8 bytes of ``render(_:)``, made without a `String` when the template is compiled.
    func renderBytes(_ context: TemplateObject) -> [UInt8] {
        if let compiled { return compiled.renderBytes(.object(context)) }
        return Array((mustache?.render(context.mustacheValue) ?? "").utf8)
    }
}
