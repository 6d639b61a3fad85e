extension SiteRenderer {
    /// A page of a genre's or a year's movies, at ``CollectionLink/path(from:)``.
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
        let links = PageLinks(page: page.path, format: format)
        let collection = page.collection
        let range = rangeText(page.range)
        var context: TemplateObject = [
            "screenTitle": .text(collection.screenTitle),
            "name": .text(collection.name),
            "isGenre": .flag(link.kind == .genre),
            "isYear": .flag(link.kind == .year),
            "isFirstPage": .flag(page.isFirst),
            "rangeText": .text(range),
        ]
        if page.isFirst { context["countText"] = .text(collection.countText) }
        let kind: PageKind = link.kind == .genre ? .genre : .year
        let parent = link.kind == .genre
            ? Breadcrumb(name: localization.text(.collectionsGenres), path: SitePath.genres)
            : Breadcrumb(name: localization.text(.collectionsYears), path: SitePath.years)
        var content: PageContent
        if page.isFirst {
            content = PageContent(links: links, title: documentTitle(collection.screenTitle), kind: kind, template: templates.collection, context: context)
            content.description = descriptions.collection(collection, titles: page.items.map(\.title))
            content.breadcrumbs = [.home(localization), parent, Breadcrumb(name: collection.name, path: nil)]
        } else {
            let title = localization.text(.collectionsTitleRange, ["title": collection.screenTitle, "range": range])
            content = PageContent(links: links, title: documentTitle(title), kind: kind, template: templates.collection, context: context)
            content.description = descriptions.collection(collection, range: range, titles: page.items.map(\.title))
            content.breadcrumbs = [.home(localization), parent, Breadcrumb(name: collection.name, path: link.path()), Breadcrumb(name: range, path: nil)]
        }
        content.cards = cards(page.items, links)
        var pagination = Pagination(
            label: range, previousPath: page.previous.map { link.path(from: $0.start) }, nextPath: page.next.map { link.path(from: $0.start) }
        )
        pagination.index = page.index.map { entry in
            Pagination.Entry(label: rangeText(entry), path: link.path(from: entry.start), isCurrent: entry == page.range)
        }
        content.pagination = pagination
        return content
    }

    /// `Heat – Zodiac`: the first and last titles of a page of a collection, or its one title.
    private func rangeText(_ range: CollectionPageRange) -> String {
        range.firstTitle == range.lastTitle
            ? range.firstTitle
            : localization.text(.collectionsRange, ["first": range.firstTitle, "last": range.lastTitle])
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
