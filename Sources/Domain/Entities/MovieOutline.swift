/// The few facts of a movie that place it among others: sorting by title and grouping by genre
/// and year.
public struct MovieOutline: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    public let year: Int?
    public let genres: [String]

    public init(id: Movie.Identifier, title: String, year: Int?, genres: [String]) {
        self.id = id
        self.title = title
        self.year = year
        self.genres = genres
    }

    public init(_ movie: Movie) {
        self.init(id: movie.id, title: movie.title, year: movie.year, genres: movie.genres)
    }
}
