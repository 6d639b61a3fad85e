import Domain

/// The fields TMDB gives a movie both in search results (``MovieDTO``) and in its details
/// (``MovieDetailsDTO``), cleaned up the same way on their way into the domain.
protocol TMDBMovieFields {
    var id: Int { get }
    var title: String? { get }
    var originalTitle: String? { get }
    var overview: String? { get }
    var releaseDate: String? { get }
    var posterPath: String? { get }
    var voteAverage: Double? { get }
    var voteCount: Int? { get }
}

extension TMDBMovieFields {
    /// The film from the shared fields: a title whatever TMDB sent, blanks as nothing, the year even
    /// from a malformed date, and a rating with no votes as no rating. What only some answers have
    /// is given cleaned already.
    func movie(
        genres: [String], runtimeMinutes: Int? = nil, directors: [String] = [], cast: [String] = [],
        languages: [String] = [], countries: [String] = [], boxOffice: Double? = nil, imdbID: String? = nil
    ) -> Movie {
        Movie(
            id: String(id),
            title: TMDBText.title(title, originalTitle: originalTitle, id: id),
            originalTitle: TMDBText.nonBlank(originalTitle),
            releaseDate: TMDBText.releaseDate(releaseDate),
            year: TMDBText.year(of: releaseDate),
            overview: TMDBText.nonBlank(overview) ?? "",
            genres: genres,
            posterPath: TMDBText.nonBlank(posterPath),
            rating: TMDBText.rating(voteAverage, voteCount: voteCount),
            voteCount: voteCount,
            runtimeMinutes: runtimeMinutes,
            directors: directors,
            cast: cast,
            languages: languages,
            countries: countries,
            boxOffice: boxOffice,
            imdbID: imdbID
        )
    }
}

extension MovieDTO: TMDBMovieFields {}
extension MovieDetailsDTO: TMDBMovieFields {}
