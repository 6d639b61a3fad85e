import Presentation

extension MoviesListItemViewModel {
    /// The movie as a card of a grid (a list entry in Markdown).
    func card(_ links: PageLinks, posters: PosterDisplay, localization: Localization) -> TemplateObject {
        var item: TemplateObject = [
            "id": .text(id),
            "title": .text(title),
            "href": .text(links.page(SitePath.movie(id: id))),
            "releaseDate": .text(releaseDate),
            "rating": .text(rating),
            "overview": .text(overview),
            "posterAlt": .text(localization.text(.layoutPosterAlt, ["title": title])),
            "initials": .text(placeholder.initials),
            "hue": .number(placeholder.hue),
        ]
        item.setText(year, for: "year")
        item.setText(caption, for: "caption")
        item.setText(genres, for: "genres")
        item.merge(posters.context(for: posterURL, links: links))
        return item
    }
}
