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
        let context: [String: Any] = [
            "siteTitle": page.siteTitle,
            "searches": page.searches.map { search -> [String: Any] in
                var row: [String: Any] = [
                    "query": search.query,
                    "href": links.search(slug: search.slug),
                    "resultCount": CountText.results(search.totalResults),
                    "totalResults": search.totalResults,
                    "pageCount": search.pageCount,
                    "isStale": search.status == .stale,
                    "isFailed": search.status == .failed,
                ]
                row.setText(search.message, for: "message")
                return row
            },
            "recentSearches": page.recentSearches.map { $0.context(links) },
            "genresHref": links.page(SitePath.genres),
            "yearsHref": links.page(SitePath.years),
        ]
        return PageContent(links: links, title: page.siteTitle, kind: .home, template: templates.index, context: context)
    }
}
