import Domain

extension MovieDTO {
    /// The film as the app knows it; `genreNames` turns `genre_ids` into names (unknown ids are
    /// left out). A rating with no votes is no rating.
    public func toDomain(genreNames: [Int: String]) -> Movie {
        movie(genres: genreIDs.compactMap { genreNames[$0] })
    }
}
