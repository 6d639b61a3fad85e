/// The one-sentence summaries of the site's pages that search engines and link previews show
/// (`<meta name="description">`), in the site's language. A movie's own is
/// ``MovieDetailsViewModel/pageDescription``.
public struct PageDescriptions: Sendable {
    /// How many titles, searches or genres a summary names before it says how many more there are.
    public static let namedCount = 5

    public let localization: Localization

    public init(localization: Localization) {
        self.localization = localization
    }

    /// A page of a search's results: how many movies the search found and the first titles of
    /// the page, e.g. `12 movies found for “heat”: Heat, Heat and Dust and 10 more.`
    public func results(query: String, totalResults: Int, titles: [String], status: SearchStatus) -> String {
        let query = localization.quoted(query)
        guard !titles.isEmpty else {
            return localization.text(status == .failed ? .descriptionResultsFailed : .descriptionResultsNone, ["query": query])
        }
        let total = max(totalResults, titles.count)
        return localization.text(.descriptionResults, [
            "movies": localization.count(.movies, total), "query": query, "titles": names(titles, of: total),
        ])
    }

    /// A page of a genre's or a year's movies: its title, how many movies it has and the first
    /// titles of the page.
    public func collection(_ collection: MovieCollectionViewModel, titles: [String]) -> String {
        listing(collection.screenTitle, movieCount: collection.movieIDs.count, titles: titles)
    }

    /// A later page of a genre's or a year's movies: its title, the range of titles of the page
    /// (`Heat – Zodiac`) and the first of them; not the collection's count, which only its first
    /// page says.
    public func collection(_ collection: MovieCollectionViewModel, range: String, titles: [String]) -> String {
        localization.text(.descriptionCollectionRange, ["title": collection.screenTitle, "range": range, "titles": names(titles, of: titles.count)])
    }

    /// A person's page: their name, how many films of the site they made or are in, and the
    /// first of them.
    public func person(_ person: PersonViewModel) -> String {
        // Only the first titles are named: a film met again is one of them, or comes after them.
        var ids: [String] = []
        var titles: [String] = []
        for film in person.roles.lazy.flatMap(\.films) where !ids.contains(film.id) {
            ids.append(film.id)
            titles.append(film.title)
            if titles.count == Self.namedCount { break }
        }
        return listing(person.name, movieCount: person.filmCount, titles: titles)
    }

    /// The home page: the site's name and its searches.
    public func home(siteTitle: String, queries: [String]) -> String {
        guard !queries.isEmpty else { return localization.text(.descriptionHomeEmpty, ["site": siteTitle]) }
        return localization.text(.descriptionHome, ["site": siteTitle, "queries": names(queries.map(localization.quoted), of: queries.count)])
    }

    /// The list of genres, naming the first of them.
    public func genres(_ names: [String]) -> String {
        guard !names.isEmpty else { return localization.text(.collectionsNoGenres) }
        return localization.text(.descriptionGenres, ["genres": self.names(names, of: names.count)])
    }

    /// The list of years: the first and the last (`years` in any order).
    public func years(_ years: [String]) -> String {
        guard let first = years.min(), let last = years.max() else { return localization.text(.collectionsNoYears) }
        return localization.text(.descriptionYears, ["first": first, "last": last])
    }

    /// The recent searches, newest first.
    public func recent(queries: [String]) -> String {
        guard !queries.isEmpty else { return localization.text(.recentNone) }
        return localization.text(.descriptionRecent, ["queries": names(queries.map(localization.quoted), of: queries.count)])
    }

    /// The page for a missing address.
    public func notFound() -> String {
        localization.text(.notFoundText)
    }

    private func listing(_ title: String, movieCount: Int, titles: [String]) -> String {
        let total = max(movieCount, titles.count)
        guard !titles.isEmpty else { return title }
        return localization.text(.descriptionCollection, ["title": title, "movies": localization.count(.movies, total), "titles": names(titles, of: total)])
    }

    /// `A, B and C`; or the first ``namedCount`` of `names` and how many of `total` are left
    /// unnamed: `A, B, C, D, E and 7 more`.
    private func names(_ names: [String], of total: Int) -> String {
        let named = Array(names.prefix(Self.namedCount))
        let more = max(total, names.count) - named.count
        guard more > 0 else { return localization.list(named) }
        return localization.text(.descriptionMore, ["titles": named.joined(separator: localization.text(.listSeparator)), "count": localization.number(more)])
    }
}
