/// The files of a template set, named as in `templates/` and in a user's templates directory.
public enum TemplateFile: String, CaseIterable, Sendable {
    /// The HTML page around every Markdown body (Mustache, HTML escaping).
    case layout = "layout.html"
    /// The home page's Markdown body.
    case index = "index.md"
    /// A results page's Markdown body.
    case results = "results.md"
    /// A movie page's Markdown body.
    case movie = "movie.md"
    /// The recent searches page's Markdown body.
    case recent = "recent.md"
    /// The stylesheet, copied as it is.
    case stylesheet = "style.css"

    /// The file's name.
    public var fileName: String { rawValue }

    var isMarkdownTemplate: Bool {
        switch self {
        case .index, .results, .movie, .recent: true
        case .layout, .stylesheet: false
        }
    }
}
