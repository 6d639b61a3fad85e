extension SiteRenderer {
    /// A page of a search's results, at ``SitePath/results(slug:page:)``.
    public func render(_ page: ResultsPage) -> RenderedFile {
        let search = page.search
        let path = SitePath.results(slug: search.slug, page: page.page)
        var context: [String: Any] = [
            "screenTitle": page.screenTitle,
            "query": search.query,
            "page": page.page,
            "pageCount": search.pageCount,
            "resultCount": CountText.results(search.totalResults),
            "totalResults": search.totalResults,
            "isStale": search.status == .stale,
            "isFailed": search.status == .failed,
            "items": page.items.map { $0.context(from: path) },
        ]
        context.setText(page.errorText, for: "errorText")
        context.setText(page.emptyText, for: "emptyText")
        let hasPrevious = page.page > 1
        let hasNext = page.page < search.pageCount
        if hasPrevious {
            context["previousHref"] = SitePath.relativeLink(from: path, to: SitePath.results(slug: search.slug, page: page.page - 1))
        }
        if hasNext {
            context["nextHref"] = SitePath.relativeLink(from: path, to: SitePath.results(slug: search.slug, page: page.page + 1))
        }
        context["hasPagination"] = hasPrevious || hasNext
        context["bothLinks"] = hasPrevious && hasNext
        let title = page.page > 1 ? "\(page.screenTitle), page \(page.page)" : page.screenTitle
        return self.page(at: path, title: documentTitle(title), section: .none, template: templates.results, context: context)
    }
}
