import Domain
import Presentation
import Testing

/// What a card shows when the source has no synopsis: who made the film, from the data only.
@Suite struct MoviesListItemViewModelFallbackTests {
    @Test func withoutAnOverviewTheCreditsStandIn() {
        let item = MoviesListItemViewModel(movie: Movie(
            id: "1", title: "Heat", year: 1995, overview: " ", rating: 7.9,
            directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight"]
        ))
        #expect(item.credits == "Directed by Michael Mann; with Al Pacino, Robert De Niro and Val Kilmer.")
        #expect(item.overview == item.credits)
        #expect(item.caption == "1995 · 7.9/10")
    }

    @Test(arguments: [
        ([], [], ""),
        (["Jean-Pierre Jeunet"], [], "Directed by Jean-Pierre Jeunet."),
        (["Joel Coen", " Ethan Coen "], [], "Directed by Joel Coen and Ethan Coen."),
        ([], ["Audrey Tautou"], "With Audrey Tautou."),
        ([" "], ["", "Audrey Tautou", "Mathieu Kassovitz"], "With Audrey Tautou and Mathieu Kassovitz."),
    ])
    func creditsSayOnlyWhatIsKnown(directors: [String], cast: [String], expected: String) {
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", directors: directors, cast: cast)).credits == expected)
    }

    @Test func aCastThatIsNotInBillingOrderIsNotPassedOffAsTheLeads() {
        let movie = Movie(
            id: "1", title: "Star Wars", directors: ["George Lucas"],
            cast: ["Alec Guinness", "Carrie Fisher", "Harrison Ford"], isCastInBillingOrder: false
        )

        #expect(MoviesListItemViewModel(movie: movie).credits == "Directed by George Lucas.")
        #expect(MovieDetailsViewModel(movie: movie).facts.first { $0.label.hasPrefix("Cast") }?.label == "Cast (A–Z)")
    }

    @Test func aRealOverviewWins() {
        let item = MoviesListItemViewModel(movie: Movie(id: "1", title: "A", overview: "A heist.", directors: ["X"]))
        #expect(item.overview == "A heist.")
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "A", overview: "A heist.")).hasOverview)
        #expect(!MovieDetailsViewModel(movie: Movie(id: "1", title: "A", directors: ["X"])).hasOverview)
    }

    @Test func theCaptionLeavesOutWhatIsUnknown() {
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A")).caption.isEmpty)
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", year: 1950)).caption == "1950")
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", rating: 5)).caption == "5.0/10")
        #expect(MoviesListItemViewModel(movie: Movie(id: "1", title: "A", genres: ["Crime", "Drama"])).genreNames == ["Crime", "Drama"])
    }
}
