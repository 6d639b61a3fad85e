import Domain
import Presentation
import Testing

/// Every page's summary for search engines and link previews, in each shipped language.
@Suite struct PageDescriptionsTests {
    static let heat = Movie(
        id: "949", title: "Heat", releaseDate: CalendarDate(iso8601: "1995-12-15"),
        genres: ["Action", "Crime", "Drama"], directors: ["Michael Mann"]
    )

    @Test func aFilmIsDescribedByItsYearDirectorAndGenres() throws {
        #expect(MovieDetailsViewModel(movie: Self.heat).pageDescription == "1995 film directed by Michael Mann. Action, Crime, Drama.")
        let es = try Localization.builtIn("es")
        #expect(MovieDetailsViewModel(movie: Self.heat, localization: es).pageDescription == "Película de 1995 dirigida por Michael Mann. Acción, Crimen, Drama.")
        let ko = try Localization.builtIn("ko")
        #expect(MovieDetailsViewModel(movie: Self.heat, localization: ko).pageDescription == "Michael Mann 감독의 1995년 영화. 액션, 범죄, 드라마.")
        let two = Movie(id: "1", title: "Amélie", year: 2001, directors: ["Jean-Pierre Jeunet", "Marc Caro"])
        #expect(MovieDetailsViewModel(movie: two).pageDescription == "2001 film directed by Jean-Pierre Jeunet and Marc Caro.")
    }

    @Test func aFilmMissingSomeFactsLeavesThemOut() throws {
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "Nameless", year: 1990)).pageDescription == "1990 film.")
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "Undated", directors: ["A. Person"])).pageDescription == "Film directed by A. Person.")
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "Genre only", genres: ["Drama"])).pageDescription == "Genre only, a film. Drama.")
        let bare = Movie(id: "1", title: "Bare", directors: ["  "])
        #expect(MovieDetailsViewModel(movie: bare).pageDescription == "Bare, a film.")
        #expect(MovieDetailsViewModel(movie: bare, localization: try Localization.builtIn("es")).pageDescription == "Bare, una película.")
        #expect(MovieDetailsViewModel(movie: bare, localization: try Localization.builtIn("ko")).pageDescription == "영화 Bare.")
    }

    @Test func aSearchSaysHowManyFilmsItFoundAndNamesTheFirst() throws {
        let titles = ["Heat", "Heat and Dust", "Heat Wave", "The Heat", "White Heat", "Heatstroke"]
        let en = PageDescriptions(localization: .english)
        #expect(en.results(query: "heat", totalResults: 12, titles: titles, status: .ok)
            == "12 movies found for “heat”: Heat, Heat and Dust, Heat Wave, The Heat, White Heat and 7 more.")
        #expect(en.results(query: "heat", totalResults: 1, titles: ["Heat"], status: .ok) == "1 movie found for “heat”: Heat.")
        #expect(en.results(query: "zzz", totalResults: 0, titles: [], status: .ok) == "No movies found for “zzz”.")
        #expect(en.results(query: "x", totalResults: 0, titles: [], status: .failed) == "The search for “x” could not be completed.")
        // A stale search still shows what the cache had.
        #expect(en.results(query: "x", totalResults: 2, titles: ["A", "B"], status: .stale) == "2 movies found for “x”: A and B.")

        let es = PageDescriptions(localization: try Localization.builtIn("es"))
        #expect(es.results(query: "heat", totalResults: 12, titles: titles, status: .ok)
            == "12 películas para la búsqueda «heat»: Heat, Heat and Dust, Heat Wave, The Heat, White Heat y 7 más.")
        #expect(es.results(query: "heat", totalResults: 1, titles: ["Heat"], status: .ok) == "1 película para la búsqueda «heat»: Heat.")
        let ko = PageDescriptions(localization: try Localization.builtIn("ko"))
        #expect(ko.results(query: "기생충", totalResults: 2, titles: ["기생충", "Parasite"], status: .ok) == "‘기생충’ 검색 결과 영화 2편: 기생충, Parasite.")
        #expect(ko.results(query: "x", totalResults: 0, titles: [], status: .ok) == "‘x’ 검색 결과가 없습니다.")
    }

    @Test func collectionsPeopleAndTheSitesOwnPages() throws {
        let en = PageDescriptions(localization: .english)
        let drama = MovieCollectionViewModel(name: "Drama", screenTitle: "Drama", movieIDs: ["1", "2", "3"])
        #expect(en.collection(drama, titles: ["Heat", "Ran"]) == "Drama: 3 movies on this site: Heat, Ran and 1 more.")
        let person = PersonViewModel(filmography: Filmography(personKey: "c", name: "Clint Eastwood", entries: [
            .init(role: .director, film: CreditedFilm(id: "2", title: "Unforgiven", year: 1992)),
            .init(role: .cast, film: CreditedFilm(id: "2", title: "Unforgiven", year: 1992)),
            .init(role: .cast, film: CreditedFilm(id: "3", title: "The Good, the Bad and the Ugly", year: 1966)),
        ]))
        #expect(en.person(person) == "Clint Eastwood: 2 movies on this site: Unforgiven and The Good, the Bad and the Ugly.")
        // Five titles are named, each film once whichever roles list it; the count is of films.
        func film(_ number: Int) -> CreditedFilm { CreditedFilm(id: "\(number)", title: "F\(number)", year: 1990 + number) }
        let busy = PersonViewModel(filmography: Filmography(
            personKey: "b", name: "Busy",
            entries: [1, 2, 3].map { .init(role: .director, film: film($0)) } + [2, 3, 4, 5, 6].map { .init(role: .cast, film: film($0)) }
        ))
        #expect(busy.filmCount == 6)
        #expect(en.person(busy) == "Busy: 6 movies on this site: F1, F2, F3, F4, F5 and 1 more.")
        #expect(en.home(siteTitle: "Marquee", queries: ["heat", "alien"])
            == "Marquee: the movies found by searching for “heat” and “alien”, by genre and by year.")
        #expect(en.home(siteTitle: "Marquee", queries: []) == "Marquee: a site of movie searches, with none made yet.")
        #expect(en.genres(["Action", "Crime"]) == "The movies of this site by genre: Action and Crime.")
        #expect(en.genres([]) == "No movie of this site has a genre.")
        #expect(en.years(["1995", "2019", "1972"]) == "The movies of this site by release year, from 1972 to 2019.")
        #expect(en.years([]) == "No movie of this site has a release year.")
        #expect(en.recent(queries: ["up", "heat"]) == "The searches made most recently: “up” and “heat”.")
        #expect(en.recent(queries: []) == "Nothing has been searched yet.")
        #expect(en.notFound().hasPrefix("There is no page at this address"))

        let ko = PageDescriptions(localization: try Localization.builtIn("ko"))
        #expect(ko.collection(drama, titles: ["Heat"]) == "Drama: 이 사이트의 영화 3편 — Heat 외 2개.")
        #expect(ko.years(["1995", "2019"]) == "이 사이트의 영화를 개봉 연도별로 모았습니다(1995–2019).")
        let es = PageDescriptions(localization: try Localization.builtIn("es"))
        #expect(es.home(siteTitle: "Cine", queries: ["a", "b", "c", "d", "e", "f", "g"])
            == "Cine: las películas encontradas al buscar «a», «b», «c», «d», «e» y 2 más, por género y por año.")
    }
}
