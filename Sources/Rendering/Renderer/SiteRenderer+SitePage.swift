extension SiteRenderer {
    /// The files of `page` in every format of the site (the 404 page and ready files: one file).
    public func files(for page: SitePage) -> [RenderedFile] {
        switch page {
        case .results(let page): files(for: page)
        case .movie(let page): files(for: page)
        case .collection(let page): files(for: page)
        case .person(let page): files(for: page)
        case .genres(let page): files(for: page)
        case .years(let page): files(for: page)
        case .index(let page): files(for: page)
        case .recent(let page): files(for: page)
        case .notFound: options.writesHTML ? [render(NotFoundPage())] : []
        case .assets: assets()
        case .searchIndex(let files): options.writesHTML ? files : []
        case .sitemap(let paths): sitemap(paths: paths).map { [$0] } ?? []
        case .feed(let page): render(page).map { [$0] } ?? []
        case .robots: robots().map { [$0] } ?? []
        case .file(let file): [file]
        case .memoized(let page): files(for: page)
        }
    }
}
