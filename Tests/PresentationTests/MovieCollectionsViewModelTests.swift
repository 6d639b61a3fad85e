import Domain
import Foundation
import Presentation
import Testing

@Suite struct MovieCollectionsViewModelTests {
    static let movies = [
        Movie(id: "3", title: "Zodiac", year: 2007, genres: ["Crime", "Mystery"]),
        Movie(id: "1", title: "heat", year: 1995, genres: ["Crime", "drama"]),
        Movie(id: "2", title: "Casino", year: 1995, genres: ["Crime", "Drama", "Crime"]),
        Movie(id: "4", title: "Élan", year: 1989, genres: []),
        Movie(id: "5", title: "Untitled"),
    ].map { MoviesListItemViewModel(movie: $0) }

    @Test func everyMovieCountsOnceSortedByTitle() {
        let collections = MovieCollectionsViewModel(items: Self.movies + Self.movies.reversed())
        #expect(collections.movieIDs == ["2", "4", "1", "5", "3"], "Casino, Élan, heat, Untitled, Zodiac")
    }

    @Test func genresAreSortedIgnoringCaseAndCountEachMovieOnce() {
        let genres = MovieCollectionsViewModel(items: Self.movies).genres
        #expect(genres.map(\.name) == ["Crime", "Drama", "drama", "Mystery"])
        #expect(genres[0].movieIDs == ["2", "1", "3"], "Casino, heat, Zodiac")
        #expect(genres[0].countText == "3 movies")
        #expect(genres[1].countText == "1 movie")
        #expect(genres[0].screenTitle == "Crime")
    }

    @Test func yearsAreNewestFirstAndGroupedByDecade() {
        let collections = MovieCollectionsViewModel(items: Self.movies)
        #expect(collections.years.map(\.name) == ["2007", "1995", "1989"])
        #expect(collections.years[1].screenTitle == "Movies from 1995")
        #expect(collections.years[1].movieIDs == ["2", "1"], "Casino, heat")
        #expect(collections.decades.map(\.title) == ["2000s", "1990s", "1980s"])
        #expect(collections.decades[1].years.map(\.name) == ["1995"])
    }

    @Test func outlinesGiveTheSameCollectionsAsItems() {
        let outlines = [
            MovieOutline(id: "3", title: "Zodiac", year: 2007, genres: ["Crime", "Mystery"]),
            MovieOutline(id: "1", title: "heat", year: 1995, genres: ["Crime", "drama"]),
            MovieOutline(id: "2", title: "Casino", year: 1995, genres: ["Crime", "Drama", "Crime"]),
            MovieOutline(id: "4", title: "Élan", year: 1989, genres: []),
            MovieOutline(id: "5", title: "Untitled", year: nil, genres: []),
        ]
        #expect(MovieCollectionsViewModel(movies: outlines) == MovieCollectionsViewModel(items: Self.movies))
    }

    @Test func titlesSortWithoutALeadingArticleOfTheLanguage() throws {
        let outlines = [
            MovieOutline(id: "1", title: "The Godfather", year: 1972, genres: ["Crime"]),
            MovieOutline(id: "2", title: "Heat", year: 1995, genres: ["Crime"]),
            MovieOutline(id: "3", title: "A Bronx Tale", year: 1993, genres: ["Crime"]),
            MovieOutline(id: "4", title: "Theater", year: 2000, genres: ["Crime"]),
            MovieOutline(id: "5", title: "El Zorro", year: 1950, genres: ["Crime"]),
            MovieOutline(id: "6", title: "The", year: 2001, genres: ["Crime"]),
        ]
        #expect(MovieCollectionsViewModel(movies: outlines).movieIDs == ["3", "5", "1", "2", "6", "4"],
                "Bronx Tale, El Zorro (no English article), Godfather, Heat, The (only an article), Theater")
        let spanish = MovieCollectionsViewModel(movies: outlines, localization: try Localization.builtIn("es"))
        #expect(spanish.genres.first?.movieIDs == ["3", "1", "2", "6", "4", "5"], "in Spanish, El Zorro sorts under Z")
    }

    @Test func batchesPreparedBeforehandGiveWhatAddingEveryOutlineGivesInAnyOrder() throws {
        let spanish = try Localization.builtIn("es")
        let genres = ["Crime", "Drama", "drama", " Comedy ", "Mystery", "Crime"]
        let outlines = (0..<50).map { number in
            MovieOutline(
                id: String(number), title: ["El Zorro", "The Heat", "Élan", "casino"][number % 4] + " \(number % 7)",
                year: number % 5 == 0 ? nil : 1990 + number % 9, genres: Array(genres[(number % 3)..<(number % 3 + number % 4)])
            )
        }
        let batches = stride(from: 0, to: outlines.count, by: 16).map { Array(outlines[$0..<min($0 + 16, outlines.count)]) }
        for localization in [Localization.english, spanish] {
            for order in [Array(batches.indices), batches.indices.reversed(), [2, 0, 3, 1]] {
                let prepared = batches.map { MovieCollectionsViewModel.Builder.prepare($0, localization: localization) }
                var builder = MovieCollectionsViewModel.Builder(localization: localization)
                for index in order { builder.add(prepared[index]) }
                #expect(builder.finish() == MovieCollectionsViewModel(movies: outlines, localization: localization))
            }
        }
    }

    @Test func theOrderOfTheItemsDoesNotMatter() {
        #expect(MovieCollectionsViewModel(items: Self.movies) == MovieCollectionsViewModel(items: Self.movies.reversed()))
    }

    @Test func nothingGivesEmptyCollections() {
        let collections = MovieCollectionsViewModel(items: [])
        #expect(collections.movieIDs.isEmpty && collections.genres.isEmpty && collections.years.isEmpty && collections.decades.isEmpty)
    }
}

extension MovieCollectionsViewModelTests {
    @Test func aMovieShownDifferentlyBySearchesIsPickedTheSameWayWhateverTheOrder() {
        let older = MoviesListItemViewModel(movie: Movie(id: "9", title: "Heat", year: 1995, overview: "A", genres: ["Crime"]))
        let newer = MoviesListItemViewModel(movie: Movie(id: "9", title: "Heat", year: 1995, overview: "B", genres: ["Crime", "Drama"]))
        let first = MovieCollectionsViewModel(items: [older, newer])
        #expect(first == MovieCollectionsViewModel(items: [newer, older]))
        #expect(first.movieIDs == ["9"])
        #expect(first.genres.map(\.name) == ["Crime"], "the older item, first in title order, stands for the movie")
    }
}

extension MovieCollectionsViewModelTests {
    /// ASCII titles sort by a key made without Foundation's folding; it must be the same key.
    /// The signs between `Z` and `a` tell lower case from upper case.
    @Test func asciiTitlesSortAsFoundationFoldsThem() {
        let pieces = ["a", "A", "b", "B", "z", "Z", "[", "_", "`", "{", "0", " ", "'", "~"]
        let titles = pieces.flatMap { first in pieces.map { first + $0 + "x" } }
        let outlines = titles.enumerated().map { MovieOutline(id: String($0.offset), title: $0.element, year: nil, genres: []) }
        let folded = { (title: String) in
            String(Localization.english.sortableTitle(title)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        let expected = outlines.sorted { a, b in
            folded(a.title) != folded(b.title) ? folded(a.title) < folded(b.title) : a.title != b.title ? a.title < b.title : a.id < b.id
        }
        #expect(MovieCollectionsViewModel(movies: outlines).movieIDs == expected.map(\.id))
    }
}
