import Domain
import Presentation
import Testing

@Suite struct MoviesListItemViewModelTests {
    @Test func formatsEveryFieldForDisplay() {
        let movie = Movie(
            id: "42",
            title: "The Intouchables",
            releaseDate: CalendarDate(iso8601: "2011-11-02"),
            overview: "  A friendship.  ",
            genres: ["Comedy", "Drama"],
            posterPath: "/abc.jpg",
            rating: 6.849
        )

        let item = MoviesListItemViewModel(movie: movie, posterURLBuilder: PosterURLBuilder(baseURL: "https://img.example/t/p/w342/"))

        #expect(item.id == "42")
        #expect(item.title == "The Intouchables")
        #expect(item.year == "2011")
        #expect(item.releaseDate == "November 2, 2011")
        #expect(item.overview == "A friendship.")
        #expect(item.rating == "6.8/10")
        #expect(item.genres == "Comedy, Drama")
        #expect(item.posterURL == "https://img.example/t/p/w342/abc.jpg")
    }

    @Test func peopleAreTheDirectorsThenTheCastEachOnce() {
        let movie = Movie(id: "1", title: "Play Misty for Me", directors: ["Clint Eastwood"], cast: ["Clint Eastwood", "Jessica Walter", "", "Donna Mills"])
        #expect(MoviesListItemViewModel(movie: movie).people == ["Clint Eastwood", "Jessica Walter", "Donna Mills"])
        #expect(MoviesListItemViewModel(movie: Movie(id: "2", title: "Untitled")).people.isEmpty)
        // Names of the same length are told apart; a repeat of any of them is dropped.
        let sameLength = Movie(id: "4", title: "Pairs", directors: ["Ann Lee", "Bob Ray"], cast: ["Bob Ray", "Cy Dixx", "Ann Lee", "Cy Dixx", "Éva Ko"])
        #expect(MoviesListItemViewModel(movie: sameLength).people == ["Ann Lee", "Bob Ray", "Cy Dixx", "Éva Ko"])
        // A long cast is deduplicated the same way.
        let cast = (0..<100).map { "Actor \($0 % 70)" } + ["", "Clint Eastwood"]
        let long = Movie(id: "3", title: "Crowded", directors: ["Clint Eastwood"], cast: cast)
        #expect(MoviesListItemViewModel(movie: long).people == ["Clint Eastwood"] + (0..<70).map { "Actor \($0)" })
    }

    @Test func fallsBackWhenTheSourceKnowsLittle() {
        let item = MoviesListItemViewModel(movie: Movie(id: "1", title: "Untitled", overview: " \n "))

        #expect(item.year.isEmpty)
        #expect(item.releaseDate == "To be announced")
        #expect(item.overview == "No overview available.")
        #expect(item.rating == "Not rated")
        #expect(item.genres.isEmpty)
        #expect(item.posterURL == nil)
    }

    @Test func keepsTheYearWhenOnlyTheYearIsKnown() throws {
        let movie = Movie(id: "1", title: "Old", year: 1950)
        let item = MoviesListItemViewModel(movie: movie)
        #expect(item.year == "1950")
        #expect(item.releaseDate == "1950", "the year alone, not a made-up day")
        #expect(MoviesListItemViewModel(movie: movie, localization: try Localization.builtIn("ko")).releaseDate == "1950년")
    }

    @Test func roundsRatingsHalfAwayFromZero() {
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", rating: 7.25)).rating == "7.3/10")
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", rating: 10)).rating == "10.0/10")
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", rating: 0)).rating == "0.0/10")
    }

    @Test func posterURLsNeedABaseUnlessAlreadyAbsolute() {
        #expect(PosterURLBuilder.none.url(forPosterPath: "/a.jpg") == nil)
        #expect(PosterURLBuilder.none.url(forPosterPath: "https://x.example/a.jpg") == "https://x.example/a.jpg")
        #expect(PosterURLBuilder(baseURL: "https://x.example/w92").url(forPosterPath: "a.jpg") == "https://x.example/w92/a.jpg")
        #expect(PosterURLBuilder(baseURL: "https://x.example/w92").url(forPosterPath: "") == nil)
        #expect(PosterURLBuilder(baseURL: "https://x.example/w92").url(forPosterPath: nil) == nil)
    }
}
