extension SiteRenderer {
    /// A movie's page, at ``SitePath/movie(id:)``.
    public func render(_ page: MovieDetailsPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// A movie's page in every format of the site.
    public func files(for page: MovieDetailsPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: MovieDetailsPage, format: PageFormat) -> PageContent {
        let details = page.details
        let links = PageLinks(page: SitePath.movie(id: details.id), format: format)
        let poster = options.posters.context(for: details.posterURL, links: links)
        var context: [String: Any] = [
            "id": details.id,
            "screenTitle": details.screenTitle,
            "title": details.title,
            "releaseDate": details.releaseDate,
            "rating": details.rating,
            "overview": details.overview,
            "hasOverview": details.hasOverview,
            "facts": details.facts.map { ["label": $0.label, "value": $0.value] },
            "foundBy": page.foundBy.map { $0.context(links) },
            "collections": page.collections.map { link -> [String: Any] in
                ["name": link.name, "href": links.page(link.path()), "isGenre": link.kind == .genre, "isYear": link.kind == .year]
            },
            "hasCollections": !page.collections.isEmpty,
        ]
        context.setText(details.originalTitle, for: "originalTitle")
        context.setText(details.year, for: "year")
        context.setText(details.genres.joined(separator: ", "), for: "genres")
        context.setText(details.imdbURL.flatMap(MarkdownText.linkDestination(forURL:)), for: "imdbDestination")
        if format == .markdown { context.merge(poster) { _, new in new } }

        var content = PageContent(links: links, title: documentTitle(details.screenTitle), kind: .movie, template: templates.movie, context: context)
        content.breadcrumbs = [.home()]
        if let search = page.foundBy.first(where: { $0.slug != nil }), let slug = search.slug {
            content.breadcrumbs.append(Breadcrumb(name: "“" + search.query + "”", path: SitePath.results(slug: slug, page: 1)))
        }
        content.breadcrumbs.append(Breadcrumb(name: details.title, path: nil))
        var feature: [String: Any] = ["title": details.title, "initials": details.placeholder.initials, "hue": details.placeholder.hue]
        feature.merge(poster) { _, new in new }
        content.feature = feature
        return content
    }
}
