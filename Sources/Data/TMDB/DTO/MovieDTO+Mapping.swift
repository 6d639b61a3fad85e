import Domain

extension MovieDTO {
    /// The film as the app knows it; `genreNames` turns `genre_ids` into names (unknown ids are
    /// left out). A rating with no votes is no rating.
    public func toDomain(genreNames: [Int: String]) -> Movie {
        Movie(
            id: String(id),
            title: TMDBText.title(title, originalTitle: originalTitle, id: id),
            originalTitle: TMDBText.nonBlank(originalTitle),
            releaseDate: releaseDate.flatMap { CalendarDate(iso8601: $0) },
            year: TMDBText.year(of: releaseDate),
            overview: TMDBText.nonBlank(overview) ?? "",
            genres: genreIDs.compactMap { genreNames[$0] },
            posterPath: TMDBText.nonBlank(posterPath),
            rating: TMDBText.rating(voteAverage, voteCount: voteCount),
            voteCount: voteCount
        )
    }
}
