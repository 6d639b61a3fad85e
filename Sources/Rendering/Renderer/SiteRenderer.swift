import Presentation

import Infrastructure
import Mustache

/// Renders the site's pages: a Markdown template fills in the page's body from its view models;
/// for an HTML page libcmark turns it into HTML and the HTML layout wraps it, for a Markdown page
/// the Markdown layout does.
public struct SiteRenderer: Sendable {
    public let templates: SiteTemplates
    public let markdown: CommonMarkRenderer
    /// Shown in every page's header and title.
    public let siteName: String
    public let options: SiteOptions
    /// The previous build's pages, to keep those whose values did not change; nil renders all.
    public var pageMemo: (any PageRenderMemo)?

    public init(
        templates: SiteTemplates,
        markdown: CommonMarkRenderer = CommonMarkRenderer(),
        siteName: String = "Marquee",
        options: SiteOptions = SiteOptions()
    ) {
        self.templates = templates
        self.markdown = markdown
        self.siteName = siteName
        self.options = options
    }

    /// The files every HTML site needs besides its pages: the stylesheet and the script; none
    /// for a Markdown-only site.
    public func assets() -> [RenderedFile] {
        guard options.writesHTML else { return [] }
        return [
            RenderedFile(path: SitePath.stylesheet, contents: Array(templates.stylesheet.utf8)),
            RenderedFile(path: SitePath.script, contents: Array(templates.script.utf8)),
        ]
    }

    /// The page in every format of ``options``.
    func files(_ content: (PageFormat) -> PageContent) -> [RenderedFile] {
        options.formats.map { file(content($0)) }
    }

    /// The page laid out in the format its links were made for.
    func file(_ content: PageContent) -> RenderedFile {
        let links = content.links
        var layout: [String: Any] = [
            "title": content.title,
            "siteName": siteName,
            "kind": content.kind.rawValue,
            "root": links.root,
            "homeHref": links.page(SitePath.index),
            "stylesheetHref": links.asset(SitePath.stylesheet),
            "scriptHref": links.asset(SitePath.script),
            "searchIndexHref": links.asset(SitePath.searchIndex),
            "navigation": NavigationSection.allCases.map { section -> [String: Any] in
                ["label": section.label, "href": links.page(section.path), "isCurrent": section == content.kind.section]
            },
            "cards": content.cards,
            "hasCards": !content.cards.isEmpty,
        ]
        if !content.breadcrumbs.isEmpty {
            layout["hasBreadcrumbs"] = true
            layout["breadcrumbs"] = content.breadcrumbs.enumerated().map { index, crumb -> [String: Any] in
                var context: [String: Any] = ["name": crumb.name, "isLast": index == content.breadcrumbs.count - 1]
                if let path = crumb.path { context["href"] = links.page(path) }
                return context
            }
        }
        if let pagination = content.pagination?.context(links) { layout["pagination"] = pagination }
        if let feature = content.feature { layout["feature"] = feature }
        if let pageMemo, let digest = PageDigest.of(kind: content.kind.rawValue, format: links.format.rawValue, values: content.context, layout) {
            pageMemo.record(path: links.filePath, digest: digest)
            if pageMemo.canReuse(path: links.filePath, digest: digest) { return .reusingPublished(links.filePath) }
        }
        let body = content.template.render(content.context)
        switch links.format {
        case .html:
            layout["body"] = markdown.html(from: body)
            return RenderedFile(path: links.filePath, contents: Array(templates.layout.render(layout).utf8))
        case .markdown:
            layout["body"] = body
            return RenderedFile(path: links.filePath, contents: Array(templates.markdownLayout.render(layout).utf8))
        }
    }

    /// The cards of `items` for a page.
    func cards(_ items: [MoviesListItemViewModel], _ links: PageLinks) -> [[String: Any]] {
        items.map { $0.card(links, posters: options.posters) }
    }

    /// `title · siteName`.
    func documentTitle(_ title: String) -> String {
        title + " · " + siteName
    }
}
