import Domain
import Presentation
import Testing

@Suite struct BestRatedMoviesTests {
    static let movies = [
        Movie(id: "1", title: "Loved by a few", rating: 9.8, voteCount: 12),
        Movie(id: "2", title: "Classic", rating: 8.9, voteCount: 250),
        Movie(id: "3", title: "Unrated", voteCount: 400),
        Movie(id: "4", title: "Too few votes", rating: 10, voteCount: 9),
        Movie(id: "5", title: "Good", rating: 8.0, voteCount: 120),
        Movie(id: "6", title: "Also good", rating: 8.0, voteCount: 120),
        Movie(id: "7", title: "Popular", rating: 7.0, voteCount: 900),
    ]

    @Test func weighsTheRatingByItsVotesAndNeedsEnoughOfThem() {
        var best = BestRatedMovies(count: 10)
        best.consider(Self.movies)
        #expect(best.movies.map(\.id) == ["2", "6", "5", "1", "7"],
                "a 9.8 from 12 votes ranks below an 8.0 from 120 (ties by title), above a 7.0 from 900")
    }

    @Test func keepsTheCountAndTheSameChoiceInAnyOrderOrBatching() {
        var whole = BestRatedMovies(count: 3)
        whole.consider(Self.movies)
        var batched = BestRatedMovies(count: 3)
        for movie in Self.movies.reversed() { batched.consider([movie, movie]) }
        #expect(whole.movies.map(\.id) == ["2", "6", "5"])
        #expect(batched.movies.map(\.id) == whole.movies.map(\.id))
    }
}
