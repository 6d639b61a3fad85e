import Domain
import Presentation
import Testing

/// Dates, numbers and lists are written by Marquee itself from the tables, never through the
/// machine's locale (see also the LANG/TZ test of MarqueeTests).
@Suite struct LocalizedFormattingTests {
    let date = CalendarDate(year: 2009, month: 1, day: 19)!

    @Test func datesFollowTheLanguagesOrderAndMonthNames() throws {
        #expect(Localization.english.longDate(date) == "January 19, 2009")
        #expect(try Localization.builtIn("es").longDate(date) == "19 de enero de 2009")
        #expect(try Localization.builtIn("ko").longDate(date) == "2009년 1월 19일")
    }

    @Test func numbersUseTheLanguagesSeparators() throws {
        let en = Localization.english, es = try Localization.builtIn("es"), ko = try Localization.builtIn("ko")
        #expect(en.number(1_234_567) == "1,234,567")
        #expect(en.number(999) == "999")
        #expect(en.number(-999) == "-999")
        #expect(en.number(1000) == "1,000")
        #expect(en.number(-1234) == "-1,234")
        #expect(es.number(1234) == "1234")
        #expect(es.number(1_234_567) == "1.234.567")
        #expect(ko.number(1_234_567) == "1,234,567")
        #expect(en.rating(7.25) == "7.3/10")
        #expect(es.rating(7.25) == "7,3/10")
        #expect(es.oneDecimal(-0.04) == "0,0" || es.oneDecimal(-0.04) == "-0,0")
    }

    @Test func runtimesAndListsReadNaturally() throws {
        let es = try Localization.builtIn("es"), ko = try Localization.builtIn("ko")
        #expect(Localization.english.runtime(minutes: 125) == "2 h 5 min")
        #expect(ko.runtime(minutes: 125) == "2시간 5분")
        #expect(ko.runtime(minutes: 45) == "45분")
        #expect(Localization.english.list(["A", "B", "C"]) == "A, B and C")
        #expect(es.list(["A", "B", "C"]) == "A, B y C")
        #expect(es.list(["A"]) == "A")
        #expect(es.list([]) == "")
    }

    @Test func viewModelsSpeakTheLanguage() throws {
        let es = try Localization.builtIn("es")
        let movie = Movie(
            id: "1", title: "Heat", releaseDate: date, overview: "", genres: ["Crime", "Drama"], rating: 7.9, voteCount: 12345,
            runtimeMinutes: 170, directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro"]
        )
        let item = MoviesListItemViewModel(movie: movie, localization: es)
        #expect(item.releaseDate == "19 de enero de 2009")
        #expect(item.rating == "7,9/10")
        #expect(item.genres == "Crimen, Drama")
        #expect(item.overview == "Dirigida por Michael Mann; con Al Pacino y Robert De Niro.")
        let details = MovieDetailsViewModel(movie: movie, localization: es)
        #expect(details.facts.map(\.label) == ["Estreno", "Duración", "Valoración", "Géneros", "Dirección", "Reparto"])
        #expect(details.facts[2].value == "7,9/10 (12.345 reseñas)")
        #expect(MoviesListItemViewModel(movie: Movie(id: "2", title: "X"), localization: es).releaseDate == "Fecha por anunciar")
    }

    @Test func placeholdersAreFilledOnlyWhereNamed() {
        #expect(Localization.english.text(.resultsTitle, ["query": "{count}"]) == "Results for “{count}”")
        #expect(Localization.english.quoted("a{b}c") == "“a{b}c”")
    }
}
