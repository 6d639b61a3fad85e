import Domain
import Presentation
import Rendering

/// What the last build's memo tells of its films' pages, when it ran under the same
/// ``BuildFingerprint/searches`` (so the catalog, the options and the program are the same, and
/// each film's details are the ones that build read): which searches found each film, and the
/// links to the genre and year pages. A film found by the same searches, in the same order,
/// whose genres and year link as they did, has the page the last build made: this build keeps
/// it without reading the film's details.
public struct LastBuildFilms: Sendable {
    /// The last build's searches, in the order of its list.
    public let searches: [BuildReport.Query]
    /// ``SiteCollections/collectionLinks`` of the last build.
    public let collectionLinks: CollectionLinks

    public init(searches: [BuildReport.Query], collectionLinks: CollectionLinks) {
        self.searches = searches
        self.collectionLinks = collectionLinks
    }

    /// The films of this build whose pages may not be kept unread, or nil when none may be.
    ///
    /// - Parameters:
    ///   - queries: this build's list.
    ///   - replayed: this build's searches replayed from the last one (``KnownSearch``): the same
    ///     query and slug, the same films.
    ///   - run: the films of this build's other searches.
    func changedFilms(queries: [String], replayed: Set<String>, run: [[Movie.Identifier]]) -> Set<Movie.Identifier>? {
        // The searches that found a film are linked from its page in the order of the list.
        guard queries.filter(replayed.contains) == searches.map(\.query).filter(replayed.contains) else { return nil }
        var changed: Set<Movie.Identifier> = []
        for ids in run { changed.formUnion(ids) }
        for search in searches where !replayed.contains(search.query) {
            changed.formUnion(search.movieIDs)
        }
        return changed
    }

    /// Whether `movie`'s page links to its genres and year as in the last build, under this
    /// build's `links`. The catalog gives a film's details from the row its searches read, so the
    /// film as found has the genres and year its page shows.
    func linksAsBefore(_ movie: Movie, now links: CollectionLinks, localization: Localization) -> Bool {
        let genres = MoviesListItemViewModel.genreNames(of: movie, localization: localization)
        let year = MoviesListItemViewModel.yearText(of: movie)
        return links.links(genres: genres, year: year) == collectionLinks.links(genres: genres, year: year)
    }
}
