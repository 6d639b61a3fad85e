extension SearchLink {
    /// `query`, and `href` to the first results page when the site has one.
    func context(_ links: PageLinks) -> [String: Any] {
        var link: [String: Any] = ["query": query]
        if let slug {
            link["href"] = links.search(slug: slug)
        }
        return link
    }
}
