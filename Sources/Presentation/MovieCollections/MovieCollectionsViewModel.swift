import Foundation

/// Every movie a build found, grouped the ways a visitor browses: by genre and by year.
///
/// Built from the list items the searches showed; a movie found by several searches counts
/// once. Every order is fixed, so the same movies always give the same collections.
public struct MovieCollectionsViewModel: Sendable, Hashable {
    /// Every distinct movie, sorted by title, then year, then id.
    public let movies: [MoviesListItemViewModel]
    /// One collection per genre, sorted by name ignoring case and accents.
    public let genres: [MovieCollectionViewModel]
    /// One collection per release year, newest first; movies without a year are in none.
    public let years: [MovieCollectionViewModel]
    /// ``years`` grouped by decade, newest first.
    public let decades: [MovieDecadeViewModel]
    public let screenTitleForGenres = "Genres"
    public let screenTitleForYears = "Years"

    /// - Parameter items: the list items of every search, in any order. When two searches show
    ///   the same movie differently (one from an older cache, say), the one first in
    ///   ``titleOrder(_:_:)`` stands for it, so the order of the items does not matter.
    public init(items: [MoviesListItemViewModel]) {
        var byID: [String: MoviesListItemViewModel] = [:]
        for item in items {
            if let kept = byID[item.id], !Self.titleOrder(item, kept) { continue }
            byID[item.id] = item
        }
        // Each title is folded once, not at every comparison.
        let movies = byID.values.map { (key: Self.sortKey($0.title), item: $0) }
            .sorted { Self.titleOrder($0.item, $1.item, keyA: $0.key, keyB: $1.key) }
            .map(\.item)
        self.movies = movies

        var byGenre: [String: [MoviesListItemViewModel]] = [:]
        var byYear: [Int: [MoviesListItemViewModel]] = [:]
        for movie in movies {
            for genre in Set(movie.genreNames.compactMap(\.trimmedOrNil)) {
                byGenre[genre, default: []].append(movie)
            }
            if let year = Int(movie.year) {
                byYear[year, default: []].append(movie)
            }
        }
        genres = byGenre.keys
            .sorted { Self.sortKey($0) == Self.sortKey($1) ? $0 < $1 : Self.sortKey($0) < Self.sortKey($1) }
            .map { MovieCollectionViewModel(name: $0, screenTitle: $0, items: byGenre[$0] ?? []) }
        years = byYear.keys.sorted(by: >).map { year in
            MovieCollectionViewModel(name: String(year), screenTitle: "Movies from \(year)", items: byYear[year] ?? [])
        }
        var decades: [MovieDecadeViewModel] = []
        for year in years {
            let decade = "\((Int(year.name) ?? 0) / 10 * 10)s"
            if decades.last?.title == decade {
                let last = decades.removeLast()
                decades.append(MovieDecadeViewModel(title: decade, years: last.years + [year]))
            } else {
                decades.append(MovieDecadeViewModel(title: decade, years: [year]))
            }
        }
        self.decades = decades
    }

    /// Case and accents ignored, without depending on the machine's locale.
    static func sortKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func titleOrder(_ a: MoviesListItemViewModel, _ b: MoviesListItemViewModel) -> Bool {
        titleOrder(a, b, keyA: sortKey(a.title), keyB: sortKey(b.title))
    }

    /// ``titleOrder(_:_:)`` with the titles' sort keys already made.
    static func titleOrder(_ a: MoviesListItemViewModel, _ b: MoviesListItemViewModel, keyA: String, keyB: String) -> Bool {
        if keyA != keyB { return keyA < keyB }
        if a.title != b.title { return a.title < b.title }
        if a.year != b.year { return a.year < b.year }
        if a.id != b.id { return a.id < b.id }
        return (a.overview, a.posterURL ?? "", a.caption, a.genres) < (b.overview, b.posterURL ?? "", b.caption, b.genres)
    }
}
