@testable import Application
import Domain
import Presentation
import Rendering
import Testing

/// Which films' pages a build may keep without reading their details: those found by the same
/// searches as in the last build, listed in the same order, linking to their genres and years
/// as they did.
@Suite struct LastBuildFilmsTests {
    private static let links = CollectionLinks(genres: ["Crime": "crime", "Drama": "drama"], years: ["1995", "1979"])

    private static func search(_ query: String, _ ids: [String]) -> BuildReport.Query {
        BuildReport.Query(
            query: query, slug: query, status: .ok, totalResults: ids.count, pagesFetched: 1, movieIDs: ids,
            paths: ["search/\(query)/index.html"], error: nil
        )
    }

    /// heat found 1 and 2, love 2 and 3, alien 4.
    private static let lastBuild = LastBuildFilms(
        searches: [search("heat", ["1", "2"]), search("love", ["2", "3"]), search("alien", ["4"])], collectionLinks: links
    )

    @Test func filmsOfSearchesRunAgainOrGoneAreChanged() {
        // love is gone; matrix is new and finds 5 and 1.
        let changed = Self.lastBuild.changedFilms(queries: ["heat", "matrix", "alien"], replayed: ["heat", "alien"], run: [["5", "1"]])
        #expect(changed == ["5", "1", "2", "3"], "4 is found by alien alone, in both builds")
    }

    @Test func aSearchRunRatherThanReplayedChangesItsFilms() {
        #expect(Self.lastBuild.changedFilms(queries: ["heat", "love", "alien"], replayed: ["heat", "love"], run: [["4"]]) == ["4"])
        #expect(Self.lastBuild.changedFilms(queries: ["heat", "love", "alien"], replayed: ["heat", "love", "alien"], run: []) == [])
    }

    @Test func searchesInAnotherOrderKeepNone() {
        // A film's page lists the searches that found it in the order of the list.
        #expect(Self.lastBuild.changedFilms(queries: ["love", "heat", "alien"], replayed: ["heat", "love", "alien"], run: []) == nil)
        // Another search between them does not reorder them.
        #expect(Self.lastBuild.changedFilms(queries: ["heat", "dune", "love", "alien"], replayed: ["heat", "love", "alien"], run: [[]]) == [])
    }

    @Test func aFilmLinksAsBeforeWhenItsOwnGenresAndYearDo() {
        let heat = Movie(id: "1", title: "Heat", year: 1995, genres: ["Crime", "Drama"])
        let alien = Movie(id: "4", title: "Alien", year: 1979, genres: ["Horror"])
        // Horror and 2001 arrived, and Drama's folder is another: Crime and 1979 link as before.
        let now = CollectionLinks(genres: ["Crime": "crime", "Drama": "drama-2", "Horror": "horror"], years: ["1995", "1979", "2001"])
        #expect(!Self.lastBuild.linksAsBefore(heat, now: now, localization: .english))
        #expect(!Self.lastBuild.linksAsBefore(alien, now: now, localization: .english), "Horror had no page")
        #expect(Self.lastBuild.linksAsBefore(Movie(id: "5", title: "Ronin", year: 1979, genres: ["Crime"]), now: now, localization: .english))
        #expect(Self.lastBuild.linksAsBefore(heat, now: Self.links, localization: .english))
    }
}
