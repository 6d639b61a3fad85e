import Infrastructure
import Mustache

/// Renders the site's pages: a Markdown template fills in the page's body from its view models,
/// libcmark turns it into HTML and the layout template wraps it into the page.
public struct SiteRenderer: Sendable {
    public let templates: SiteTemplates
    public let markdown: CommonMarkRenderer
    /// Shown in every page's header and title.
    public let siteName: String

    public init(templates: SiteTemplates, markdown: CommonMarkRenderer = CommonMarkRenderer(), siteName: String = "Marquee") {
        self.templates = templates
        self.markdown = markdown
        self.siteName = siteName
    }

    /// The files every site needs besides its pages.
    public func assets() -> [RenderedFile] {
        [RenderedFile(path: SitePath.stylesheet, contents: Array(templates.stylesheet.utf8))]
    }

    /// Which entry of the navigation a page belongs to.
    enum Section {
        case searches, recent, none
    }

    /// The file at `path`: `template` filled in with `context`, converted to HTML and laid out.
    func page(
        at path: String,
        title: String,
        section: Section,
        template: MustacheTemplate,
        context: [String: Any]
    ) -> RenderedFile {
        let body = markdown.html(from: template.render(context))
        let layout: [String: Any] = [
            "title": title,
            "siteName": siteName,
            "stylesheetHref": SitePath.relativeLink(from: path, to: SitePath.stylesheet),
            "homeHref": SitePath.relativeLink(from: path, to: SitePath.index),
            "recentHref": SitePath.relativeLink(from: path, to: SitePath.recent),
            "isIndex": section == .searches,
            "isRecent": section == .recent,
            "body": body,
        ]
        return RenderedFile(path: path, contents: Array(templates.layout.render(layout).utf8))
    }

    /// `title · siteName`.
    func documentTitle(_ title: String) -> String {
        title + " · " + siteName
    }
}
