import Domain
import Presentation
import Testing

@Suite struct MovieSearchEntryViewModelTests {
    @Test func anEntrySaysWhatTheFilmsListItemSays() throws {
        let movies = [
            Movie(id: "1", title: "Heat", year: 1995, genres: ["Crime", "Drama"], directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro", " ", "Val Kilmer", "Jon Voight"]),
            Movie(id: "2", title: "Play Misty for Me", directors: ["Clint Eastwood"], cast: ["Clint Eastwood", "Jessica Walter"], isCastInBillingOrder: false),
            Movie(id: "3", title: "Untitled", releaseDate: CalendarDate(iso8601: "2011-11-02"), genres: ["Comedy", "Drama"]),
            Movie(id: "4", title: "Nothing known"),
        ]
        for localization in [Localization.english, try Localization.builtIn("ko")] {
            for movie in movies {
                let item = MoviesListItemViewModel(movie: movie, localization: localization)
                let entry = MovieSearchEntryViewModel(movie: movie, localization: localization)
                #expect(entry.id == item.id)
                #expect(entry.title == item.title)
                #expect(entry.year == item.year)
                #expect(entry.detail == (item.credits.isEmpty ? item.genres : item.credits))
                #expect(entry.people == item.people)
                #expect(entry.genreNames == item.genreNames)
            }
        }
    }

    @Test func theDetailIsTheCreditsElseTheGenres() {
        let credited = MovieSearchEntryViewModel(movie: Movie(id: "1", title: "Heat", genres: ["Crime"], directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight"]))
        #expect(credited.detail == "Directed by Michael Mann; with Al Pacino, Robert De Niro and Val Kilmer.")
        #expect(credited.people == ["Michael Mann", "Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight"])
        let uncredited = MovieSearchEntryViewModel(movie: Movie(id: "2", title: "Untitled", genres: ["Comedy", "Drama"]))
        #expect(uncredited.detail == "Comedy, Drama")
        #expect(uncredited.year.isEmpty)
        #expect(MovieSearchEntryViewModel(movie: Movie(id: "3", title: "Nothing known")).detail.isEmpty)
    }
}
