import Presentation

/// What a site is made of, beyond its templates.
public struct SiteOptions: Sendable {
    /// The files written for every page; never empty.
    public let formats: [PageFormat]
    public let posters: PosterDisplay
    /// The address the site is published at, ending in `/` (e.g. `https://example.org/movies/`);
    /// needed for the sitemap and for the 404 page's links. Nil when unknown.
    public let baseURL: String?
    /// The language of every page: its interface strings, dates and numbers, and `<html lang>`.
    public let localization: Localization

    public init(formats: [PageFormat] = [.html], posters: PosterDisplay = .remote, baseURL: String? = nil, localization: Localization = .english) {
        self.localization = localization
        let formats = PageFormat.allCases.filter(formats.contains)
        self.formats = formats.isEmpty ? [.html] : formats
        self.posters = posters
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// True when HTML pages are written, and with them the assets, the 404 page and the sitemap.
    public var writesHTML: Bool { formats.contains(.html) }

    /// True when the feeds of new films are written: they link to HTML pages by absolute address,
    /// so they need both HTML pages and the base URL.
    public var writesFeeds: Bool { writesHTML && baseURL != nil }
}
