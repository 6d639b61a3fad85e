extension SiteRenderer {
    /// A movie's page, at ``SitePath/movie(id:)``.
    public func render(_ page: MovieDetailsPage) -> RenderedFile {
        let details = page.details
        let path = SitePath.movie(id: details.id)
        var context: [String: Any] = [
            "id": details.id,
            "screenTitle": details.screenTitle,
            "title": details.title,
            "releaseDate": details.releaseDate,
            "rating": details.rating,
            "overview": details.overview,
            "facts": details.facts.map { ["label": $0.label, "value": $0.value] },
            "foundBy": page.foundBy.map { $0.context(from: path) },
        ]
        context.setText(details.originalTitle, for: "originalTitle")
        context.setText(details.year, for: "year")
        context.setText(details.genres.joined(separator: ", "), for: "genres")
        context.setText(details.posterURL.flatMap(MarkdownText.linkDestination(forURL:)), for: "posterDestination")
        context.setText(details.imdbURL.flatMap(MarkdownText.linkDestination(forURL:)), for: "imdbDestination")
        return self.page(at: path, title: documentTitle(details.screenTitle), section: .none, template: templates.movie, context: context)
    }
}
