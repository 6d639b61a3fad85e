extension PosterDisplay {
    /// Where a page finds the poster at `url`: the URL itself, or the link to its copy in the
    /// site; nil when the page shows the placeholder instead.
    func source(for url: String?, links: PageLinks) -> String? {
        guard let url else { return nil }
        switch self {
        case .none:
            return nil
        case .remote:
            return MarkdownText.webURL(url)
        case .downloaded(let posters):
            return posters.sitePath(forPosterURL: url).map(links.asset)
        }
    }

    /// The poster's context for a template: `posterSrc` for an HTML attribute, and
    /// `posterDestination` for a Markdown image, when there is a poster to show.
    func context(for url: String?, links: PageLinks) -> TemplateObject {
        guard let source = source(for: url, links: links) else { return [:] }
        let destination: String? = switch self {
        case .downloaded: "<" + source + ">"
        case .none, .remote: MarkdownText.linkDestination(forURL: source)
        }
        guard let destination else { return [:] }
        return ["posterSrc": .text(source), "posterDestination": .text(destination)]
    }
}
