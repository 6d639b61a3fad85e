import Domain
import Presentation
import Testing

@Suite struct MovieFeedViewModelTests {
    static let heat = Movie(id: "42", title: "Heat", year: 1995, genres: ["Crime", "Drama"], directors: ["Michael Mann"])

    @Test func anEntrySaysWhoMadeItItsGenresAndTheSearchesThatFoundIt() {
        let entry = MovieFeedEntryViewModel(movie: Self.heat, firstFound: 1_764_040_500, foundBy: ["heat", "mann"])
        #expect(entry.title == "Heat (1995)")
        #expect(entry.updated == "2025-11-25T03:15:00Z")
        #expect(entry.summary == "Directed by Michael Mann. Crime, Drama. Found by “heat” and “mann”.")
        let bare = MovieFeedEntryViewModel(movie: Movie(id: "7", title: "Untitled"), firstFound: 0, foundBy: [])
        #expect(bare.title == "Untitled")
        #expect(bare.summary == "")
    }

    @Test func anEntryFoundAtAnotherTimeKeepsItsWordsAndTakesTheNewDate() {
        let entry = MovieFeedEntryViewModel(movie: Self.heat, firstFound: 1_764_040_500, foundBy: ["heat"])
        #expect(entry.firstFound(at: 1_764_040_500) == entry)
        let later = entry.firstFound(at: 1_764_040_561)
        #expect(later.updated == "2025-11-25T03:16:01Z")
        #expect(later.firstFound == 1_764_040_561)
        #expect(later.title == entry.title)
        #expect(later.summary == entry.summary)
        #expect(later == MovieFeedEntryViewModel(movie: Self.heat, firstFound: 1_764_040_561, foundBy: ["heat"]))
    }

    @Test func aFeedIsDatedByItsNewestEntryOrByWhenItsSearchBegan() {
        let old = MovieFeedEntryViewModel(movie: Self.heat, firstFound: 100, foundBy: ["heat"])
        let new = MovieFeedEntryViewModel(movie: Movie(id: "7", title: "Thief"), firstFound: 200, foundBy: ["heat"])
        let feed = MovieFeedViewModel(siteTitle: "Film Club", query: "heat", entries: [new, old], emptySince: 50)
        #expect(feed.title == "Film Club: new films for “heat”")
        #expect(feed.author == "Film Club")
        #expect(feed.updated == "1970-01-01T00:03:20Z")
        #expect(feed.language == "en")
        let empty = MovieFeedViewModel(siteTitle: "Film Club", query: nil, entries: [], emptySince: 50)
        #expect(empty.title == "Film Club: new films")
        #expect(empty.updated == "1970-01-01T00:00:50Z")
    }

    @Test func feedsSpeakTheSiteLanguage() throws {
        let spanish = try Localization.builtIn("es-MX")
        let entry = MovieFeedEntryViewModel(movie: Self.heat, firstFound: 0, foundBy: ["heat"], localization: spanish)
        #expect(entry.summary == "Dirigida por Michael Mann. Crimen, Drama. Encontrada por «heat».")
        let feed = MovieFeedViewModel(siteTitle: "Cine", query: "heat", entries: [entry], emptySince: 0, localization: spanish)
        #expect(feed.title == "Cine: películas nuevas para «heat»")
        #expect(feed.language == "es-MX")

        let korean = try Localization.builtIn("ko")
        let koreanEntry = MovieFeedEntryViewModel(movie: Self.heat, firstFound: 0, foundBy: ["heat"], localization: korean)
        #expect(koreanEntry.summary.hasSuffix("찾은 검색: ‘heat’."))
        #expect(MovieFeedViewModel(siteTitle: "영화", query: nil, entries: [], emptySince: 0, localization: korean).title == "영화: 새로 찾은 영화")
    }

    @Test func theHomePageSaysHowManyAreNewOrThatNothingIs() throws {
        let items = (1...20).map { MoviesListItemViewModel(movie: Movie(id: "\($0)", title: "Film \($0)")) }
        let new = NewMoviesViewModel(count: 20, items: items)
        #expect(new.heading == "New in this build")
        #expect(new.summary == "20 films were first found by this build:")
        #expect(new.items.count == NewMoviesViewModel.shownLimit)
        #expect(NewMoviesViewModel(count: 1, items: [items[0]]).summary == "1 film was first found by this build:")
        let none = NewMoviesViewModel(count: 0, items: [])
        #expect(none.isEmpty)
        #expect(none.summary == "Nothing is new in this build.")
        #expect(NewMoviesViewModel(count: 0, items: [], localization: try Localization.builtIn("ko")).summary == "이번 빌드에서 새로 찾은 영화가 없습니다.")
    }
}
