import Presentation

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
        var context: TemplateObject = [
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
            // The recent searches the list of searches above does not already show.
            "recentElsewhere": .list(page.recentSearches.filter { $0.slug == nil }.map { $0.context(links) }),
            "hasRecentElsewhere": .flag(page.recentSearches.contains { $0.slug == nil }),
            "genres": .list(page.genres.enumerated().map { offset, genre in
                .object([
                    "name": .text(genre.link.name), "href": .text(links.page(genre.link.path())),
                    "count": .number(genre.collection.movieIDs.count), "countText": .text(genre.collection.countText),
                    "isLast": .flag(offset == page.genres.count - 1),
                ])
            }),
            "hasGenres": .flag(!page.genres.isEmpty),
            "hasBestRated": .flag(!page.bestRated.isEmpty),
            "genresHref": .text(links.page(SitePath.genres)),
            "yearsHref": .text(links.page(SitePath.years)),
            "text": .object(labels.index),
        ]
        if let new = page.newMovies { context["newMovies"] = .object(newMoviesContext(new, links)) }
        var content = PageContent(links: links, title: page.siteTitle, kind: .home, template: templates.index, context: context)
        content.cards = cards(page.bestRated, links)
        content.feed = feedLink(forSearch: nil, links)
        content.description = descriptions.home(siteTitle: page.siteTitle, queries: page.searches.map(\.query))
        return content
    }

    /// The films new in this build: each linked to its page, and the link to the feed of all of
    /// them when the site has one.
    private func newMoviesContext(_ new: NewMoviesViewModel, _ links: PageLinks) -> TemplateObject {
        var context: TemplateObject = [
            "heading": .text(new.heading),
            "summary": .text(new.summary),
            "isEmpty": .flag(new.isEmpty),
            "items": .list(new.items.map { item in
                .object([
                    "title": .text(item.title),
                    "screenTitle": .text(item.year.isEmpty ? item.title : localization.text(.movieTitleYear, ["title": item.title, "year": item.year])),
                    "href": .text(links.page(SitePath.movie(id: item.id))),
                ])
            }),
            "allNewText": .text(new.allNewText),
        ]
        if options.writesFeeds { context["feedHref"] = .text(links.asset(SitePath.siteFeed)) }
        return context
    }
}
