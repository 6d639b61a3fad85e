import Domain
import Foundation

/// Every movie a build found, grouped the ways a visitor browses: by genre and by year.
///
/// Made from each movie's outline only (id, title, year, genres), so that a build of any size
/// holds ids here, never list items; the pages fill in the items of the movies they show. Every
/// order is fixed, so the same movies always give the same collections.
public struct MovieCollectionsViewModel: Sendable, Hashable {
    /// Every distinct movie, sorted by title (without a leading article of the language, see
    /// ``Localization/sortableTitle(_:)``), then year, then id.
    public let movieIDs: [Movie.Identifier]
    /// Each movie's title, in the order of ``movieIDs``: what a page's range of titles is made from.
    public let titles: [String]
    /// One collection per genre, sorted by name ignoring case and accents.
    public let genres: [MovieCollectionViewModel]
    /// One collection per release year, newest first; movies without a year are in none.
    public let years: [MovieCollectionViewModel]
    /// ``years`` grouped by decade, newest first.
    public let decades: [MovieDecadeViewModel]
    /// `Genres`, in the language of the view model.
    public let screenTitleForGenres: String
    /// `Years`, in the language of the view model.
    public let screenTitleForYears: String

    /// - Parameters:
    ///   - movies: one outline per distinct movie, in any order.
    ///   - localization: the language of the titles and counts; genre names of the local
    ///     catalog are translated through its table.
    public init(movies: [MovieOutline], localization: Localization = .english) {
        var builder = Builder(localization: localization)
        builder.add(movies)
        self = builder.finish()
    }

    /// - Parameters:
    ///   - movieIDs: every movie, sorted; `titles` are theirs, in the same order.
    ///   - genres: sorted by name; `years`, newest first.
    init(movieIDs: [Movie.Identifier], titles: [String], genres: [MovieCollectionViewModel], years: [MovieCollectionViewModel], localization: Localization) {
        screenTitleForGenres = localization.text(.collectionsGenres)
        screenTitleForYears = localization.text(.collectionsYears)
        self.movieIDs = movieIDs
        self.titles = titles
        self.genres = genres
        self.years = years
        var decades: [MovieDecadeViewModel] = []
        for year in years {
            let decade = localization.text(.collectionsDecade, ["decade": String((Int(year.name) ?? 0) / 10 * 10)])
            if decades.last?.title == decade {
                let last = decades.removeLast()
                decades.append(MovieDecadeViewModel(title: decade, years: last.years + [year]))
            } else {
                decades.append(MovieDecadeViewModel(title: decade, years: [year]))
            }
        }
        self.decades = decades
    }

    /// - Parameter items: the list items of every search, in any order. When two searches show
    ///   the same movie differently (one from an older cache, say), the one first in
    ///   ``titleOrder(_:_:)`` stands for it, so the order of the items does not matter.
    ///   Their genre names are already in the language of `localization`.
    public init(items: [MoviesListItemViewModel], localization: Localization = .english) {
        var byID: [String: MoviesListItemViewModel] = [:]
        for item in items {
            if let kept = byID[item.id], !Self.titleOrder(item, kept) { continue }
            byID[item.id] = item
        }
        self.init(movies: byID.values.map { MovieOutline(id: $0.id, title: $0.title, year: Int($0.year), genres: $0.genreNames) }, localization: localization)
    }

    /// Case and accents ignored, without depending on the machine's locale. An ASCII text (most
    /// titles) has no accents and folds to its lower case, made here at a fraction of what
    /// Foundation's folding costs.
    static func sortKey(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        guard utf8.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else { return text }
        return String(decoding: utf8.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static func titleOrder(_ a: MoviesListItemViewModel, _ b: MoviesListItemViewModel) -> Bool {
        let keyA = sortKey(a.title), keyB = sortKey(b.title)
        if keyA != keyB { return keyA < keyB }
        if a.title != b.title { return a.title < b.title }
        if a.year != b.year { return a.year < b.year }
        if a.id != b.id { return a.id < b.id }
        return (a.overview, a.posterURL ?? "", a.caption, a.genres) < (b.overview, b.posterURL ?? "", b.caption, b.genres)
    }
}
