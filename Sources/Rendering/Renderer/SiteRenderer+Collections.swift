extension SiteRenderer {
    /// A page of a genre's or a year's movies, at ``CollectionLink/path(page:)``.
    public func render(_ page: CollectionPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// A page of a genre's or a year's movies in every format of the site.
    public func files(for page: CollectionPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    /// Every genre, `genre/index.html`.
    public func render(_ page: GenresPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// Every genre in every format of the site.
    public func files(for page: GenresPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    /// Every year, `year/index.html`.
    public func render(_ page: YearsPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// Every year in every format of the site.
    public func files(for page: YearsPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: CollectionPage, format: PageFormat) -> PageContent {
        let link = page.link
        let links = PageLinks(page: link.path(page: page.page), format: format)
        let collection = page.collection
        let context: TemplateObject = [
            "screenTitle": .text(collection.screenTitle),
            "name": .text(collection.name),
            "countText": .text(collection.countText),
            "page": .number(page.page),
            "pageCount": .number(page.pageCount),
            "isGenre": .flag(link.kind == .genre),
            "isYear": .flag(link.kind == .year),
            "pageText": .text(pageOf(page.page, page.pageCount)),
        ]
        let title = pagedTitle(collection.screenTitle, page: page.page)
        let kind: PageKind = link.kind == .genre ? .genre : .year
        var content = PageContent(links: links, title: documentTitle(title), kind: kind, template: templates.collection, context: context)
        content.description = descriptions.collection(page.collection, titles: page.items.map(\.title))
        let parent = link.kind == .genre
            ? Breadcrumb(name: localization.text(.collectionsGenres), path: SitePath.genres)
            : Breadcrumb(name: localization.text(.collectionsYears), path: SitePath.years)
        content.breadcrumbs = page.page > 1
            ? [.home(localization), parent, Breadcrumb(name: collection.name, path: link.path()), pageCrumb(page.page)]
            : [.home(localization), parent, Breadcrumb(name: collection.name, path: nil)]
        content.cards = cards(page.items, links)
        content.pagination = Pagination(page: page.page, pageCount: page.pageCount) { link.path(page: $0) }
        return content
    }

    func content(for page: GenresPage, format: PageFormat) -> PageContent {
        let links = PageLinks(page: SitePath.genres, format: format)
        let context: TemplateObject = [
            "screenTitle": .text(page.screenTitle),
            "genres": .list(page.genres.map { entry(link: $0.link, countText: $0.collection.countText, links) }),
            "text": .object(labels.genres),
        ]
        var content = PageContent(links: links, title: documentTitle(page.screenTitle), kind: .genres, template: templates.genres, context: context)
        content.description = descriptions.genres(page.genres.map(\.link.name))
        content.breadcrumbs = [.home(localization), Breadcrumb(name: page.screenTitle, path: nil)]
        return content
    }

    func content(for page: YearsPage, format: PageFormat) -> PageContent {
        let links = PageLinks(page: SitePath.years, format: format)
        let context: TemplateObject = [
            "screenTitle": .text(page.screenTitle),
            "decades": .list(page.decades.map { decade in
                .object(["title": .text(decade.title), "years": .list(decade.years.map { entry(link: $0.link, countText: $0.collection.countText, links) })])
            }),
            "text": .object(labels.years),
        ]
        var content = PageContent(links: links, title: documentTitle(page.screenTitle), kind: .years, template: templates.years, context: context)
        content.description = descriptions.years(page.decades.flatMap { $0.years.map(\.link.name) })
        content.breadcrumbs = [.home(localization), Breadcrumb(name: page.screenTitle, path: nil)]
        return content
    }

    private func entry(link: CollectionLink, countText: String, _ links: PageLinks) -> TemplateValue {
        .object(["name": .text(link.name), "href": .text(links.page(link.path())), "countText": .text(countText)])
    }
}
