import Presentation

extension SiteRenderer {
    /// `search-index.js`: every movie of the site for the search box, as a script that sets
    /// `window.marqueeMovies` to `[title, year, page, detail]` rows in the order given. Nil for a
    /// Markdown-only site.
    public func searchIndex(movies: [MovieSearchEntryViewModel]) -> RenderedFile? {
        searchIndexFiles(movies: movies).first
    }

    /// `search-index.js` and `search-people.js` (see ``SearchIndexBuilder``); none for a
    /// Markdown-only site.
    public func searchIndexFiles(movies: [MovieSearchEntryViewModel]) -> [RenderedFile] {
        guard options.writesHTML else { return [] }
        var index = SearchIndexBuilder(localization: localization)
        index.append(movies)
        return index.finish()
    }

    /// `sitemap.xml`: the absolute address of every HTML page among `paths` (the 404 page left
    /// out), sorted. Nil unless the site's base URL is known and HTML pages are written.
    public func sitemap(paths: [String]) -> RenderedFile? {
        guard options.writesHTML, let baseURL = options.baseURL else { return nil }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        ]
        for path in Set(paths).sorted() where path.hasSuffix(".html") && path != SitePath.notFound {
            lines.append("<url><loc>" + XMLText.escaped(SitePath.address(of: path, under: baseURL)) + "</loc></url>")
        }
        lines.append("</urlset>")
        return RenderedFile(path: SitePath.sitemap, contents: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// `robots.txt`: every crawler may read the whole site, and ``sitemap(paths:)`` lists its
    /// pages. Nil when the sitemap is not written (no base URL, or no HTML pages).
    public func robots() -> RenderedFile? {
        guard options.writesHTML, let baseURL = options.baseURL else { return nil }
        let text = "User-agent: *\nAllow: /\n\nSitemap: " + SitePath.address(of: SitePath.sitemap, under: baseURL) + "\n"
        return RenderedFile(path: SitePath.robots, contents: Array(text.utf8))
    }
}
