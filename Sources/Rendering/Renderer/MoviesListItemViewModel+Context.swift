import Presentation

extension MoviesListItemViewModel {
    /// The movie as a card of a grid (a list entry in Markdown).
    func card(_ links: PageLinks, posters: PosterDisplay) -> [String: Any] {
        var item: [String: Any] = [
            "id": id,
            "title": title,
            "href": links.page(SitePath.movie(id: id)),
            "releaseDate": releaseDate,
            "rating": rating,
            "overview": overview,
            "initials": placeholder.initials,
            "hue": placeholder.hue,
        ]
        item.setText(year, for: "year")
        item.setText(caption, for: "caption")
        item.setText(genres, for: "genres")
        item.merge(posters.context(for: posterURL, links: links)) { _, new in new }
        return item
    }
}
