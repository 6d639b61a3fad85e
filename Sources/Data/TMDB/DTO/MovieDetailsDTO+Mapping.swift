import Domain

extension MovieDetailsDTO {
    /// The film with every detail TMDB gave: runtime, genres by name, directors, cast in billing
    /// order, spoken languages, production countries, revenue, IMDb id.
    public func toDomain() -> Movie {
        let cast = (credits?.cast ?? []).enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .compactMap { TMDBText.nonBlank($0.element.name) }
        let directors = (credits?.crew ?? []).filter { $0.job == "Director" }.compactMap { TMDBText.nonBlank($0.name) }
        return movie(
            genres: genres.compactMap { TMDBText.nonBlank($0.name) },
            runtimeMinutes: runtime.flatMap { $0 > 0 ? $0 : nil },
            directors: TMDBText.unique(directors),
            cast: TMDBText.unique(cast),
            languages: spokenLanguages.compactMap { TMDBText.nonBlank($0.englishName) ?? TMDBText.nonBlank($0.name) },
            countries: productionCountries.compactMap { TMDBText.nonBlank($0.name) },
            boxOffice: revenue.flatMap { $0 > 0 ? $0 : nil },
            imdbID: TMDBText.nonBlank(imdbID)
        )
    }
}
