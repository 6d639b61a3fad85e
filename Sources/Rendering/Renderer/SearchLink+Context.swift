extension SearchLink {
    /// `query`, and `href` to the first results page when the site has one.
    func context(_ links: PageLinks) -> TemplateValue {
        var link: TemplateObject = ["query": .text(query)]
        if let slug {
            link["href"] = .text(links.search(slug: slug))
        }
        return .object(link)
    }
}
