/// The files of a template set, named as in `templates/` and in a user's templates directory.
public enum TemplateFile: String, CaseIterable, Sendable {
    /// The HTML page around every Markdown body (Mustache, HTML escaping): header, search box,
    /// breadcrumbs, movie cards, pagination, footer.
    case layout = "layout.html"
    /// The Markdown page around every body, for `--format markdown`: the same parts as text.
    case markdownLayout = "layout.md"
    /// The home page's Markdown body.
    case index = "index.md"
    /// A results page's Markdown body.
    case results = "results.md"
    /// A movie page's Markdown body.
    case movie = "movie.md"
    /// The recent searches page's Markdown body.
    case recent = "recent.md"
    /// A genre's or a year's page's Markdown body.
    case collection = "collection.md"
    /// A person's page's Markdown body: their films on the site by role.
    case person = "person.md"
    /// The list of genres' Markdown body.
    case genres = "genres.md"
    /// The list of years' Markdown body.
    case years = "years.md"
    /// The 404 page's Markdown body.
    case notFound = "not-found.md"
    /// An Atom feed of new films (Mustache, XML escaping): the site's `feed.xml` and each search's.
    case feed = "feed.xml"
    /// The stylesheet, copied as it is.
    case stylesheet = "style.css"
    /// The site's script (search box, poster fallbacks), copied as it is.
    case script = "site.js"

    /// The file's name.
    public var fileName: String { rawValue }

    var isMarkdownTemplate: Bool {
        switch self {
        case .markdownLayout, .index, .results, .movie, .recent, .collection, .person, .genres, .years, .notFound: true
        case .layout, .feed, .stylesheet, .script: false
        }
    }
}

extension TemplateFile {
    /// The built-in copy of this file, as compiled into the binary from `templates/`.
    public var builtInText: String {
        EmbeddedTemplates.files[fileName] ?? ""
    }
}
