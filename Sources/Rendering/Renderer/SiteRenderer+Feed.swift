import Presentation

extension SiteRenderer {
    /// A feed of new films as Atom, every link absolute under the base URL; nil unless the site
    /// writes feeds (``SiteOptions/writesFeeds``).
    public func render(_ page: FeedPage) -> RenderedFile? {
        guard options.writesFeeds, let base = options.baseURL else { return nil }
        return RenderedFile(path: page.path, contents: templates.feed.renderBytes(feedContext(page, base: base)))
    }

    func feedContext(_ page: FeedPage, base: String) -> TemplateObject {
        let feed = page.feed
        let selfURL = SitePath.address(of: page.path, under: base)
        // An entry of a search's feed is that search's finding of the film, apart from the site's.
        let entryID = { (entry: MovieFeedEntryViewModel, href: String) in
            page.slug == nil ? href : selfURL + "#" + SitePath.safeSegment(entry.id)
        }
        var context: TemplateObject = [
            "id": .text(selfURL),
            "title": .text(XMLText.characters(feed.title)),
            "updated": .text(feed.updated),
            "author": .text(XMLText.characters(feed.author)),
            "language": .text(feed.language),
            "selfHref": .text(selfURL),
            "pageHref": .text(SitePath.address(of: page.pagePath, under: base)),
            "entries": .list(feed.entries.map { entry in
                let href = SitePath.address(of: SitePath.movie(id: entry.id), under: base)
                var row: TemplateObject = [
                    "id": .text(entryID(entry, href)),
                    "title": .text(XMLText.characters(entry.title)),
                    "href": .text(href),
                    "updated": .text(entry.updated),
                ]
                row.setText(entry.summary.isEmpty ? nil : XMLText.characters(entry.summary), for: "summary")
                return .object(row)
            }),
        ]
        context.setText(page.slug, for: "slug")
        return context
    }

    /// The feed a page announces with `<link rel="alternate" type="application/atom+xml">`: the
    /// site's on the home page, a search's on its results pages; nil when there are no feeds.
    func feedLink(forSearch search: SearchSummary?, _ links: PageLinks) -> TemplateObject? {
        guard options.writesFeeds, links.format == .html else { return nil }
        let path = search.map { SitePath.feed(slug: $0.slug) } ?? SitePath.siteFeed
        return [
            "href": .text(links.asset(path)),
            "title": .text(MovieFeedViewModel.title(siteTitle: siteName, query: search?.query, localization: localization)),
        ]
    }
}
