import Infrastructure

/// The TMDB v3 endpoints Marquee uses. Query parameters are always in the same order.
public enum TMDBEndpoints {
    /// `search/movie?query=…&page=…&include_adult=false&language=…[&year=…]`.
    public static func searchMovies(_ request: MoviesRequestDTO) -> Endpoint<MoviesResponseDTO> {
        var parameters = [
            QueryParameter("query", request.query),
            QueryParameter("page", String(request.page)),
            QueryParameter("include_adult", request.includeAdult ? "true" : "false"),
            QueryParameter("language", request.language),
        ]
        if let year = request.year {
            parameters.append(QueryParameter("year", String(year)))
        }
        return Endpoint(path: "search/movie", queryParameters: parameters)
    }

    /// `movie/{id}?append_to_response=credits&language=…`: runtime, genres by name, cast and crew.
    public static func movieDetails(id: Int, language: String) -> Endpoint<MovieDetailsDTO> {
        Endpoint(path: "movie/\(id)", queryParameters: [
            QueryParameter("append_to_response", "credits"),
            QueryParameter("language", language),
        ])
    }

    /// `genre/movie/list?language=…`: the names behind `genre_ids`.
    public static func movieGenres(language: String) -> Endpoint<GenresResponseDTO> {
        Endpoint(path: "genre/movie/list", queryParameters: [QueryParameter("language", language)])
    }

    /// `configuration`: the image base URL and poster sizes.
    public static func configuration() -> Endpoint<TMDBConfigurationResponseDTO> {
        Endpoint(path: "configuration")
    }
}
