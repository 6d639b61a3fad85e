import Domain
import Presentation
import Testing

/// The schema.org values of a movie page's JSON-LD: data from the source, not display text.
@Suite struct MovieStructuredDataTests {
    @Test func carriesTheSourcesValues() {
        let movie = Movie(
            id: "949", title: "Heat", releaseDate: CalendarDate(iso8601: "1995-12-15"), overview: "  A heist.  ",
            genres: ["Action", "Crime"], rating: 7.9, voteCount: 6_512, runtimeMinutes: 170,
            directors: ["Michael Mann", " "], cast: ["Al Pacino", "Robert De Niro", "", "Val Kilmer", "Jon Voight", "Tom Sizemore", "Amy Brenneman"],
            imdbID: "tt0113277"
        )
        let data = MovieDetailsViewModel(movie: movie, localization: .english).structuredData
        #expect(data.name == "Heat")
        #expect(data.datePublished == "1995-12-15")
        #expect(data.directors == ["Michael Mann"])
        #expect(data.actors == ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight", "Tom Sizemore"])
        #expect(data.genres == ["Action", "Crime"])
        #expect(data.duration == "PT2H50M")
        #expect(data.synopsis == "A heist.")
        #expect(data.imdbURL == "https://www.imdb.com/title/tt0113277/")
        #expect(data.rating == MovieStructuredData.Rating(value: 7.9, count: 6_512))
    }

    @Test func leavesOutWhatTheSourceDoesNotKnow() {
        let data = MovieStructuredData(movie: Movie(id: "1", title: "Bare"), genres: [], imdbURL: nil)
        #expect(data.datePublished == nil)
        #expect(data.duration == nil)
        #expect(data.synopsis == nil)
        #expect(data.rating == nil)
        #expect(data.directors.isEmpty && data.actors.isEmpty)
    }

    @Test func aYearAloneIsTheDate() {
        #expect(MovieStructuredData(movie: Movie(id: "1", title: "T", year: 1995), genres: [], imdbURL: nil).datePublished == "1995")
        #expect(MovieStructuredData(movie: Movie(id: "1", title: "T", year: 812), genres: [], imdbURL: nil).datePublished == "0812")
        #expect(MovieStructuredData(movie: Movie(id: "1", title: "T", year: -5), genres: [], imdbURL: nil).datePublished == nil)
    }

    @Test func aRatingNeedsAVoteCount() {
        func rating(_ value: Double?, _ count: Int?) -> MovieStructuredData.Rating? {
            MovieStructuredData(movie: Movie(id: "1", title: "T", rating: value, voteCount: count), genres: [], imdbURL: nil).rating
        }
        #expect(rating(7.5, nil) == nil)
        #expect(rating(7.5, 0) == nil)
        #expect(rating(nil, 10) == nil)
        #expect(rating(.nan, 10) == nil)
        #expect(rating(11, 10) == nil)
        #expect(rating(7.5, 10) == MovieStructuredData.Rating(value: 7.5, count: 10))
    }

    @Test func durationsAreISO8601() {
        func duration(_ minutes: Int?) -> String? {
            MovieStructuredData(movie: Movie(id: "1", title: "T", runtimeMinutes: minutes), genres: [], imdbURL: nil).duration
        }
        #expect(duration(170) == "PT2H50M")
        #expect(duration(120) == "PT2H")
        #expect(duration(45) == "PT45M")
        #expect(duration(0) == nil)
        #expect(duration(-3) == nil)
        #expect(duration(nil) == nil)
    }

    @Test func theOpenGraphLocaleHasATerritory() throws {
        #expect(try #require(LanguageTag("en")).openGraphLocale == "en_US")
        #expect(try #require(LanguageTag("es")).openGraphLocale == "es_ES")
        #expect(try #require(LanguageTag("ko")).openGraphLocale == "ko_KR")
        #expect(try #require(LanguageTag("es-MX")).openGraphLocale == "es_MX")
        #expect(try #require(LanguageTag("pt-BR")).openGraphLocale == "pt_BR")
        #expect(try #require(LanguageTag("fr")).openGraphLocale == "fr_FR")
        #expect(try #require(LanguageTag("es-419")).openGraphLocale == "es_ES")
    }
}
