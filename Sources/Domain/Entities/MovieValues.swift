/// The values of a ``Movie``, held once for all its copies.
final class MovieValues: Sendable {
    /// The film's fields, compared and hashed as the film is.
    struct Fields: Sendable, Hashable {
        let id: Movie.Identifier
        let title: String
        let originalTitle: String?
        let releaseDate: CalendarDate?
        let year: Int?
        let overview: String
        let genres: [String]
        let posterPath: String?
        let rating: Double?
        let voteCount: Int?
        let runtimeMinutes: Int?
        let directors: [String]
        let cast: [String]
        let isCastInBillingOrder: Bool
        let certification: String?
        let languages: [String]
        let countries: [String]
        let awards: String?
        let boxOffice: Double?
        let imdbID: String?
    }

    let fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }
}
