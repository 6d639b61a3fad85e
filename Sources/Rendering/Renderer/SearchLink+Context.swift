extension SearchLink {
    /// `query`, and `href` to the first results page when the site has one.
    func context(from path: String) -> [String: Any] {
        var link: [String: Any] = ["query": query]
        if let slug {
            link["href"] = SitePath.relativeLink(from: path, to: SitePath.results(slug: slug, page: 1))
        }
        return link
    }
}
