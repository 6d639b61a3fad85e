import Domain
import Presentation
import Testing

@Suite struct PersonViewModelTests {
    static let filmography = Filmography(personKey: "clint-eastwood", name: "Clint Eastwood", entries: [
        .init(role: .cast, film: CreditedFilm(id: "3", title: "The Good, the Bad and the Ugly", year: 1966)),
        .init(role: .director, film: CreditedFilm(id: "2", title: "Unforgiven", year: 1992)),
        .init(role: .cast, film: CreditedFilm(id: "2", title: "Unforgiven", year: 1992)),
        .init(role: .director, film: CreditedFilm(id: "5", title: "A Perfect World", year: 1993)),
        .init(role: .director, film: CreditedFilm(id: "4", title: "Bird", year: nil)),
        .init(role: .director, film: CreditedFilm(id: "1", title: "The Bridges of Madison County", year: 1995)),
    ])

    @Test func listsTheFilmsOfEachRoleOldestFirstWithTheirYears() {
        let person = PersonViewModel(filmography: Self.filmography)
        #expect(person.name == "Clint Eastwood")
        #expect(person.countText == "5 movies")
        #expect(person.roles.map(\.title) == ["Director", "Cast"])
        #expect(person.roles[0].films.map(\.title) == ["Unforgiven", "A Perfect World", "The Bridges of Madison County", "Bird"])
        #expect(person.roles[0].films.map(\.year) == ["1992", "1993", "1995", ""])
        #expect(person.roles[1].films.map(\.id) == ["3", "2"])
    }

    @Test func filmsOfOneYearAreInTheOrderOfTheirTitlesWithoutArticlesThenOfTheirIDs() {
        let films = [("9", "Zodiac"), ("8", "The Brood"), ("7", "Alien"), ("3", "A Cat"), ("2", "Cat"), ("6", "Brood")]
        let actor = Filmography(personKey: "x", name: "X", entries: films.map { id, title in
            .init(role: .cast, film: CreditedFilm(id: id, title: title, year: 1979))
        })
        let person = PersonViewModel(filmography: actor)
        #expect(person.roles[0].films.map(\.title) == ["Alien", "Brood", "The Brood", "Cat", "A Cat", "Zodiac"])
    }

    @Test func aRoleWithoutFilmsIsLeftOutAndTheWordsAreTheLanguages() throws {
        let actor = Filmography(personKey: "x", name: "X", entries: [.init(role: .cast, film: CreditedFilm(id: "1", title: "One", year: 2000))])
        let spanish = PersonViewModel(filmography: actor, localization: try Localization.builtIn("es"))
        #expect(spanish.roles.map(\.title) == ["Reparto"])
        #expect(spanish.countText == "1 película")
        let korean = PersonViewModel(filmography: Self.filmography, localization: try Localization.builtIn("ko"))
        #expect(korean.roles.map(\.title) == ["감독", "출연"])
    }
}
