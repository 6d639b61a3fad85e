extension SiteRenderer {
    /// The home page, `index.html`.
    public func render(_ page: IndexPage) -> RenderedFile {
        let path = SitePath.index
        let context: [String: Any] = [
            "siteTitle": page.siteTitle,
            "searches": page.searches.map { search -> [String: Any] in
                var row: [String: Any] = [
                    "query": search.query,
                    "href": SitePath.relativeLink(from: path, to: SitePath.results(slug: search.slug, page: 1)),
                    "resultCount": CountText.results(search.totalResults),
                    "totalResults": search.totalResults,
                    "pageCount": search.pageCount,
                    "isStale": search.status == .stale,
                    "isFailed": search.status == .failed,
                ]
                row.setText(search.message, for: "message")
                return row
            },
            "recentSearches": page.recentSearches.map { $0.context(from: path) },
        ]
        return self.page(at: path, title: page.siteTitle, section: .searches, template: templates.index, context: context)
    }
}
