extension SiteRenderer {
    /// A page of a search's results, at ``SitePath/results(slug:page:)``.
    public func render(_ page: ResultsPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// A page of a search's results in every format of the site.
    public func files(for page: ResultsPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: ResultsPage, format: PageFormat) -> PageContent {
        let search = page.search
        let links = PageLinks(page: SitePath.results(slug: search.slug, page: page.page), format: format)
        var context: TemplateObject = [
            "screenTitle": .text(page.screenTitle),
            "query": .text(search.query),
            "page": .number(page.page),
            "pageCount": .number(search.pageCount),
            "resultCount": .text(resultCount(search)),
            "pageText": .text(pageOf(page.page, search.pageCount)),
            "totalResults": .number(search.totalResults),
            "isStale": .flag(search.status == .stale),
            "isFailed": .flag(search.status == .failed),
            "hasItems": .flag(!page.items.isEmpty),
        ]
        context.setText(page.errorText, for: "errorText")
        context.setText(page.emptyText, for: "emptyText")
        let title = pagedTitle(page.screenTitle, page: page.page)
        var content = PageContent(links: links, title: documentTitle(title), kind: .results, template: templates.results, context: context)
        let searchName = localization.quoted(search.query)
        content.breadcrumbs = page.page > 1
            ? [.home(localization), Breadcrumb(name: searchName, path: SitePath.results(slug: search.slug, page: 1)), pageCrumb(page.page)]
            : [.home(localization), Breadcrumb(name: searchName, path: nil)]
        content.cards = cards(page.items, links)
        content.feed = feedLink(forSearch: search, links)
        content.description = descriptions.results(query: search.query, totalResults: search.totalResults, titles: page.items.map(\.title), status: search.status)
        content.pagination = Pagination(page: page.page, pageCount: search.pageCount, label: pageOf(page.page, search.pageCount)) { SitePath.results(slug: search.slug, page: $0) }
        return content
    }

    /// "52 results", or "20 of 52 results (…)" when the build fetched only the first pages.
    func resultCount(_ search: SearchSummary) -> String {
        let total = localization.count(.results, search.totalResults)
        guard search.shownResults < search.totalResults, search.status != .failed else { return total }
        return localization.text(.resultsPartial, ["shown": localization.number(search.shownResults), "results": total])
    }
}
