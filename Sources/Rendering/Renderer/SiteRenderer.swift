import Infrastructure
import Presentation

/// Renders the site's pages: a Markdown template fills in the page's body from its view models;
/// for an HTML page libcmark turns it into HTML and the HTML layout wraps it, for a Markdown page
/// the Markdown layout does.
public struct SiteRenderer: Sendable {
    /// What every page is made with, held once for all copies of the renderer: a memoized page
    /// is made by a copy holding its digests, and copying the templates, options and labels one
    /// by one retained and released each of their texts for every page.
    private let settings: SiteRendererSettings

    public var templates: SiteTemplates { settings.templates }
    public var markdown: CommonMarkRenderer { settings.markdown }
    /// Shown in every page's header and title.
    public var siteName: String { settings.siteName }
    public var options: SiteOptions { settings.options }
    /// The previous build's pages, to keep those whose values did not change; nil renders all.
    public var pageMemo: (any PageRenderMemo)?
    /// Set while a ``MemoizedPage`` is rendered: its inputs' digest in each format, which the
    /// memo records.
    var memoizedDigests: [PageFormat: PageDigest]?
    /// What every page shows besides its own values and the templates: the site's name, language,
    /// base URL, formats and poster display. Part of every memoized page's digest, since the
    /// build memo keeps pages across builds whose options differ. (A value added to the renderer
    /// that pages show belongs here too.)
    var siteValues: PageInputs { settings.siteValues }
    /// The words of the templates in ``options``' language.
    var labels: PageLabels { settings.labels }

    public init(
        templates: SiteTemplates,
        markdown: CommonMarkRenderer = CommonMarkRenderer(),
        siteName: String = "Marquee",
        options: SiteOptions = SiteOptions()
    ) {
        var site = PageInputs(kind: "site")
        site.append(siteName)
        site.append(options.localization.tag.description)
        site.append(options.baseURL)
        site.append(options.formats.map(\.rawValue))
        site.append(options.posters.mode)
        settings = SiteRendererSettings(
            templates: templates, markdown: markdown, siteName: siteName, options: options, siteValues: site,
            labels: PageLabels(options.localization)
        )
    }

    /// The language of the pages.
    public var localization: Localization { options.localization }

    /// The pages' summaries for search engines and link previews, in ``localization``.
    var descriptions: PageDescriptions { PageDescriptions(localization: localization) }

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
        var layout = layoutContext(content)
        // One string for the path, shared by the memo, the file and the output's lists.
        let path = links.filePath
        if let pageMemo {
            let digest = memoizedDigests?[links.format]
                ?? PageDigest.of(kind: content.kind.rawValue, format: links.format.rawValue, values: content.context, layout)
            pageMemo.record(path: path, digest: digest)
            if pageMemo.canReuse(path: path, digest: digest) { return .reusingPublished(path) }
        }
        switch links.format {
        case .html:
            layout["body"] = .text(markdown.html(fromUTF8: content.template.renderBytes(content.context)))
            return RenderedFile(path: path, contents: templates.layout.renderBytes(layout))
        case .markdown:
            let body = content.template.render(content.context)
            // The layout puts its own blank line after the body.
            layout["body"] = .text(String(body.reversed().drop { $0.isNewline }.reversed()))
            return RenderedFile(path: path, contents: templates.markdownLayout.renderBytes(layout))
        }
    }

    /// What the layout draws around the page's body (the body itself is added as `body`).
    func layoutContext(_ content: PageContent) -> TemplateObject {
        let links = content.links
        var layout: TemplateObject = [
            "lang": .text(localization.tag.description),
            "text": .object(labels.layout),
            "title": .text(content.title),
            "siteName": .text(siteName),
            "kind": .text(content.kind.rawValue),
            "root": .text(links.root),
            "homeHref": .text(links.page(SitePath.index)),
            "stylesheetHref": .text(links.asset(SitePath.stylesheet)),
            "scriptHref": .text(links.asset(SitePath.script)),
            "searchIndexHref": .text(links.asset(SitePath.searchIndex)),
            "navigation": .list(NavigationSection.allCases.map { section in
                .object(["label": .text(section.label(localization)), "href": .text(links.page(section.path)), "isCurrent": .flag(section == content.kind.section)])
            }),
            "cards": .list(content.cards),
            "hasCards": .flag(!content.cards.isEmpty),
        ]
        if !content.breadcrumbs.isEmpty {
            layout["hasBreadcrumbs"] = .flag(true)
            layout["breadcrumbs"] = .list(content.breadcrumbs.enumerated().map { index, crumb in
                var context: TemplateObject = ["name": .text(crumb.name), "isLast": .flag(index == content.breadcrumbs.count - 1)]
                if let path = crumb.path { context["href"] = .text(links.page(path)) }
                return .object(context)
            })
        }
        if let pagination = content.pagination?.context(links) { layout["pagination"] = .object(pagination) }
        if let feature = content.feature { layout["feature"] = .object(feature) }
        if let feed = content.feed { layout["feed"] = .object(feed) }
        // The page's language and its one address, for search engines.
        if let address = address(of: links) {
            layout["alternateHref"] = .text(address)
            layout["canonicalHref"] = .text(address)
        }
        layout.setText(content.description, for: "description")
        if let openGraph = content.openGraph { layout["openGraph"] = .object(openGraph) }
        layout.setText(content.jsonLD, for: "jsonLD")
        return layout
    }

    /// The page's own absolute address, under the site's base URL: nil without one, for a
    /// Markdown page, and for a page shown at any address (the 404 page).
    func address(of links: PageLinks) -> String? {
        guard let base = options.baseURL, links.format == .html, links.base == nil else { return nil }
        return SitePath.address(of: links.filePath, under: base)
    }

    /// The cards of `items` for a page.
    func cards(_ items: [MoviesListItemViewModel], _ links: PageLinks) -> [TemplateValue] {
        items.map { .object($0.card(links, posters: options.posters, localization: localization)) }
    }

    /// `title · siteName`.
    func documentTitle(_ title: String) -> String {
        title + " · " + siteName
    }

    /// `title, page 2` for pages after the first, else `title`.
    func pagedTitle(_ title: String, page: Int) -> String {
        page > 1 ? localization.text(.layoutTitlePage, ["title": title, "page": localization.number(page)]) : title
    }

    /// The last step of a paged trail: `Page 2`.
    func pageCrumb(_ page: Int) -> Breadcrumb {
        Breadcrumb(name: localization.text(.layoutPage, ["page": localization.number(page)]), path: nil)
    }

    /// `Page 2 of 3`.
    func pageOf(_ page: Int, _ count: Int) -> String {
        localization.text(.layoutPageOf, ["page": localization.number(page), "count": localization.number(count)])
    }
}
