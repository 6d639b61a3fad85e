import Presentation

extension SiteRenderer {
    /// The page for a missing address, `404.html`. A web server shows it at any address, however
    /// deep, so its links are absolute when the site's base URL is known, and from the host's root
    /// (`/style.css`) otherwise: a site under a sub-path needs `--base-url` for its 404 page.
    public func render(_ page: NotFoundPage) -> RenderedFile {
        file(content(for: page))
    }

    func content(for page: NotFoundPage) -> PageContent {
        let links = PageLinks(page: SitePath.notFound, format: .html, base: options.baseURL ?? "/")
        let homeHref = links.page(SitePath.index), genresHref = links.page(SitePath.genres), yearsHref = links.page(SitePath.years)
        func link(_ key: TextKey, _ href: String) -> String {
            "[" + MarkdownText.escaped(localization.text(key)) + "](" + href + ")"
        }
        let context: TemplateObject = [
            "homeHref": .text(homeHref),
            "genresHref": .text(genresHref),
            "yearsHref": .text(yearsHref),
            "text": .object(labels.notFound),
            // Markdown with the three links where the language puts them.
            "tryMarkdown": .text(localization.text(.notFoundTry, [
                "searches": link(.notFoundSearches, homeHref),
                "genres": link(.notFoundGenres, genresHref),
                "years": link(.notFoundYears, yearsHref),
            ])),
        ]
        var content = PageContent(links: links, title: documentTitle(localization.text(.notFoundTitle)), kind: .notFound, template: templates.notFound, context: context)
        content.description = descriptions.notFound()
        return content
    }
}
