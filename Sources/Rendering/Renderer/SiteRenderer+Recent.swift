extension SiteRenderer {
    /// The recent searches, `recent/index.html`.
    public func render(_ page: RecentSearchesPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// The recent searches in every format of the site.
    public func files(for page: RecentSearchesPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: RecentSearchesPage, format: PageFormat) -> PageContent {
        let links = PageLinks(page: SitePath.recent, format: format)
        var content = PageContent(
            links: links,
            title: documentTitle(localization.text(.recentTitle)),
            kind: .recent,
            template: templates.recent,
            context: ["items": .list(page.items.map { $0.context(links) }), "text": .object(labels.recent)]
        )
        content.breadcrumbs = [.home(localization), Breadcrumb(name: localization.text(.recentTitle), path: nil)]
        content.description = descriptions.recent(queries: page.items.map(\.query))
        return content
    }
}
