/// Links from one page of the site, in one format: every link is relative, and a Markdown page
/// links to the Markdown pages beside the HTML ones. A page that can be shown at any address
/// (the 404 page) links absolutely instead, from the site's base URL, when that is known.
struct PageLinks {
    /// The page's HTML site path, e.g. `search/heat/page/2/index.html`.
    let page: String
    let format: PageFormat
    /// The site's base URL, ending in `/`, for absolute links; nil for relative ones.
    var base: String?

    init(page: String, format: PageFormat, base: String? = nil) {
        self.page = page
        self.format = format
        self.base = base
    }

    /// The path the page is written at in its format.
    var filePath: String {
        format == .markdown ? SitePath.markdown(for: page) : page
    }

    /// The link to the site's root folder: empty, `../` repeated, or the base URL.
    var root: String {
        base ?? SitePath.rootLink(from: page)
    }

    /// The link to another page, given by its HTML site path.
    func page(_ target: String) -> String {
        asset(format == .markdown ? SitePath.markdown(for: target) : target)
    }

    /// The link to a file that is the same in every format (stylesheet, script, poster), its
    /// non-ASCII bytes (a search named in its own script) percent-encoded.
    func asset(_ target: String) -> String {
        if let base { return SitePath.address(of: target, under: base) }
        return SitePath.percentEncoded(SitePath.relativeLink(from: page, to: target))
    }

    /// The link to the first results page of a search.
    func search(slug: String) -> String {
        page(SitePath.results(slug: slug, page: 1))
    }
}
