extension SiteRenderer {
    /// The recent searches, `recent/index.html`.
    public func render(_ page: RecentSearchesPage) -> RenderedFile {
        let path = SitePath.recent
        let context: [String: Any] = ["items": page.items.map { $0.context(from: path) }]
        return self.page(at: path, title: documentTitle("Recent searches"), section: .recent, template: templates.recent, context: context)
    }
}
