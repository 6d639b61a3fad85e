import Presentation

extension MoviesListItemViewModel {
    func context(from path: String) -> [String: Any] {
        var item: [String: Any] = [
            "id": id,
            "title": title,
            "href": SitePath.relativeLink(from: path, to: SitePath.movie(id: id)),
            "releaseDate": releaseDate,
            "rating": rating,
            "overview": overview,
        ]
        item.setText(year, for: "year")
        item.setText(genres, for: "genres")
        item.setText(posterURL.flatMap(MarkdownText.linkDestination(forURL:)), for: "posterDestination")
        return item
    }
}
