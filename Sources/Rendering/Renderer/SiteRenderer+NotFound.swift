extension SiteRenderer {
    /// The page for a missing address, `404.html`. A web server shows it at any address, so its
    /// links are absolute when the site's base URL is known (relative to the root otherwise).
    public func render(_ page: NotFoundPage) -> RenderedFile {
        file(content(for: page))
    }

    func content(for page: NotFoundPage) -> PageContent {
        let links = PageLinks(page: SitePath.notFound, format: .html, base: options.baseURL)
        let context: TemplateObject = [
            "homeHref": .text(links.page(SitePath.index)),
            "genresHref": .text(links.page(SitePath.genres)),
            "yearsHref": .text(links.page(SitePath.years)),
        ]
        return PageContent(links: links, title: documentTitle("Page not found"), kind: .notFound, template: templates.notFound, context: context)
    }
}
