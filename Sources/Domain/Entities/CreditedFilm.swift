/// A film as a person's page lists it: what the page shows of it and sorts it by. A credit
/// carries it, so that a filmography is read without looking up each of its films.
public struct CreditedFilm: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    public let year: Int?

    public init(id: Movie.Identifier, title: String, year: Int?) {
        self.id = id
        self.title = title
        self.year = year
    }

    /// `movie`'s id, title and year.
    public init(_ movie: Movie) {
        self.init(id: movie.id, title: movie.title, year: movie.year)
    }
}
