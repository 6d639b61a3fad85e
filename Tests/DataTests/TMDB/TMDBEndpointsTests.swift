@testable import Data
import Foundation
import Infrastructure
import Testing

@Suite("TMDB endpoints")
struct TMDBEndpointsTests {
    private let network = NetworkConfiguration(
        baseURL: URL(string: "https://api.themoviedb.org/3")!,
        credential: .queryParameter(name: "api_key", value: "KEY")
    )

    @Test("search/movie: query, page, include_adult=false, language, then the optional year")
    func search() throws {
        let request = MoviesRequestDTO(query: "Star Wars", page: 2, language: "en-US")
        #expect(try TMDBEndpoints.searchMovies(request).url(with: network).absoluteString
            == "https://api.themoviedb.org/3/search/movie?query=Star%20Wars&page=2&include_adult=false&language=en-US&api_key=KEY")
        let withYear = MoviesRequestDTO(query: "heat", page: 1, language: "fr-FR", year: 1995)
        #expect(try TMDBEndpoints.searchMovies(withYear).url(with: network).absoluteString
            == "https://api.themoviedb.org/3/search/movie?query=heat&page=1&include_adult=false&language=fr-FR&year=1995&api_key=KEY")
    }

    @Test("movie/{id} with credits, genre list, configuration")
    func others() throws {
        #expect(try TMDBEndpoints.movieDetails(id: 949, language: "en-US").url(with: network).absoluteString
            == "https://api.themoviedb.org/3/movie/949?append_to_response=credits&language=en-US&api_key=KEY")
        #expect(try TMDBEndpoints.movieGenres(language: "en-US").url(with: network).absoluteString
            == "https://api.themoviedb.org/3/genre/movie/list?language=en-US&api_key=KEY")
        #expect(try TMDBEndpoints.configuration().url(with: network).absoluteString
            == "https://api.themoviedb.org/3/configuration?api_key=KEY")
    }

    @Test("cache keys name the endpoint and its parameters, never the credential")
    func cacheKeys() {
        #expect(TMDBEndpoints.movieDetails(id: 949, language: "en-US").cacheKey == "movie/949?append_to_response=credits&language=en-US")
        #expect(TMDBImagesConfiguration.documentKey == "configuration")
        #expect(TMDBReferenceData.genresDocumentKey(language: "de-DE") == "genre/movie/list?language=de-DE")
    }

    @Test("cached queries ignore case and extra white space")
    func normalizedQuery() {
        #expect(MoviesRequestDTO(query: "  Star   WARS ", page: 1, language: "en-US").normalizedQuery == "star wars")
    }
}
