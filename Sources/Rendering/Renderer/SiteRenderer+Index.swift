extension SiteRenderer {
    /// The home page, `index.html`.
    public func render(_ page: IndexPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// The home page in every format of the site.
    public func files(for page: IndexPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: IndexPage, format: PageFormat) -> PageContent {
        let links = PageLinks(page: SitePath.index, format: format)
        let context: TemplateObject = [
            "siteTitle": .text(page.siteTitle),
            "searches": .list(page.searches.map { search in
                var row: TemplateObject = [
                    "query": .text(search.query),
                    "href": .text(links.search(slug: search.slug)),
                    "resultCount": .text(localization.count(.results, search.totalResults)),
                    "totalResults": .number(search.totalResults),
                    "pageCount": .number(search.pageCount),
                    "isStale": .flag(search.status == .stale),
                    "isFailed": .flag(search.status == .failed),
                ]
                row.setText(search.message, for: "message")
                return .object(row)
            }),
            "recentSearches": .list(page.recentSearches.map { $0.context(links) }),
            "genresHref": .text(links.page(SitePath.genres)),
            "yearsHref": .text(links.page(SitePath.years)),
            "text": .object(labels.index),
        ]
        return PageContent(links: links, title: page.siteTitle, kind: .home, template: templates.index, context: context)
    }
}
