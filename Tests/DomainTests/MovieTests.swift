import Domain
import Testing

@Suite struct MovieTests {
    private static func film(title: String = "Alien", cast: [String] = ["Sigourney Weaver"], boxOffice: Double? = 104_931_801) -> Movie {
        Movie(
            id: "348", title: title, releaseDate: CalendarDate(iso8601: "1979-05-25"), genres: ["Horror", "Science Fiction"],
            directors: ["Ridley Scott"], cast: cast, languages: ["English"], boxOffice: boxOffice
        )
    }

    @Test("films made apart with the same values are equal and hash alike; any value told apart tells them apart")
    func equalityIsByValue() {
        let film = Self.film()
        #expect(film == Self.film())
        #expect(Set([film, Self.film()]).count == 1)
        #expect(film.hashValue == Self.film().hashValue)
        #expect(film != Self.film(title: "Aliens"))
        #expect(film != Self.film(cast: ["Sigourney Weaver", "Tom Skerritt"]))
        #expect(film != Self.film(boxOffice: nil))
        #expect(Set([film, Self.film(title: "Aliens")]).count == 2)
    }

    @Test("a copy keeps every value")
    func copiesKeepTheirValues() {
        let copies = Array(repeating: Self.film(), count: 3)
        for copy in copies {
            #expect(copy.title == "Alien" && copy.year == 1979 && copy.directors == ["Ridley Scott"])
            #expect(copy.genres == ["Horror", "Science Fiction"] && copy.boxOffice == 104_931_801 && copy.overview.isEmpty)
        }
    }
}
