@testable import Data
import Domain
import Foundation
import Testing

@Suite("TMDB DTO decoding and mapping")
struct TMDBDecodingTests {
    private let genreNames = [18: "Drama", 53: "Thriller", 28: "Action"]

    @Test("a search page with every quirk decodes; only the result with a broken id is dropped")
    func searchPageQuirks() throws {
        let dto = try TMDBFixtures.decode(MoviesResponseDTO.self, TMDBFixtures.searchPage)
        #expect(dto.page == 1)
        #expect(dto.totalPages == 3)
        #expect(dto.totalResults == 47)
        #expect(dto.results.map(\.id) == [949, 1001, 1002, 1003, 1004, 1005])
        #expect(dto.results[1].releaseDate == "")
        #expect(dto.results[2].releaseDate == nil)
        #expect(dto.results[3].posterPath == nil)
        #expect(dto.results[3].genreIDs.isEmpty)
        #expect(dto.results[4].genreIDs.isEmpty)
        #expect(dto.results[4].overview == nil)
    }

    @Test("maps to movies in TMDB's order with dates, ratings and genre names cleaned up")
    func searchPageMapping() throws {
        let page = try TMDBFixtures.decode(MoviesResponseDTO.self, TMDBFixtures.searchPage).toDomain(genreNames: genreNames)
        #expect(page.movies.map(\.id) == ["949", "1001", "1002", "1003", "1004", "1005"])
        let heat = page.movies[0]
        #expect(heat.title == "Heat")
        #expect(heat.releaseDate == CalendarDate(year: 1995, month: 12, day: 15))
        #expect(heat.year == 1995)
        #expect(heat.genres == ["Drama", "Thriller"])
        #expect(heat.posterPath == "/heat.jpg")
        #expect(heat.rating == 7.9)
        #expect(heat.voteCount == 7321)
        #expect(heat.overview == "A group of thieves.")

        #expect(page.movies[1].releaseDate == nil)
        #expect(page.movies[1].year == nil)
        #expect(page.movies[2].releaseDate == nil)
        #expect(page.movies[2].rating == nil, "no votes is no rating")
        #expect(page.movies[3].posterPath == nil)
        #expect(page.movies[3].overview == "")
        #expect(page.movies[3].genres.isEmpty)
        #expect(page.movies[4].title == "熱", "an empty title falls back to the original title")
        #expect(page.movies[4].year == 1987, "a bare year is still a year")
        #expect(page.movies[4].posterPath == nil, "an empty poster path is no poster")
        #expect(page.movies[5].releaseDate == nil, "February 30th is no date")
        #expect(page.movies[5].year == 2001)
    }

    @Test("a release date in the year 0 gives neither a date nor a year")
    func yearZero() {
        let movie = MovieDTO(id: 7, title: "Zero", releaseDate: "0000-12-15").toDomain(genreNames: [:])
        #expect(movie.releaseDate == nil)
        #expect(movie.year == nil)
    }

    @Test("the page count is clamped to the 500 pages TMDB serves")
    func clamp() throws {
        let page = try TMDBFixtures.decode(MoviesResponseDTO.self, TMDBFixtures.hugeSearchPage).toDomain(genreNames: [:])
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 84251)
        let empty = try TMDBFixtures.decode(MoviesResponseDTO.self, TMDBFixtures.emptySearchPage).toDomain(genreNames: [:])
        #expect(empty.totalPages == 0)
        #expect(empty.movies.isEmpty)
    }

    @Test("details: runtime, genres by name, credits, languages, countries, revenue, IMDb id")
    func details() throws {
        let movie = try TMDBFixtures.decode(MovieDetailsDTO.self, TMDBFixtures.details).toDomain()
        #expect(movie.id == "949")
        #expect(movie.runtimeMinutes == 170)
        #expect(movie.genres == ["Crime", "Drama", "Thriller"])
        #expect(movie.directors == ["Michael Mann"])
        #expect(movie.cast == ["Al Pacino", "Robert De Niro", "Someone Uncredited"])
        #expect(movie.languages == ["English", "Spanish"])
        #expect(movie.countries == ["United States of America"])
        #expect(movie.boxOffice == 187_436_818)
        #expect(movie.imdbID == "tt0113277")
        #expect(movie.originalTitle == "Heat")
    }

    @Test("sparse details give no runtime, no box office, no rating, no IMDb id")
    func sparseDetails() throws {
        let movie = try TMDBFixtures.decode(MovieDetailsDTO.self, TMDBFixtures.sparseDetails).toDomain()
        #expect(movie.runtimeMinutes == nil)
        #expect(movie.boxOffice == nil)
        #expect(movie.rating == nil)
        #expect(movie.imdbID == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.cast.isEmpty)
    }

    @Test("genre list (a bad entry skipped), configuration, error body")
    func referenceDocuments() throws {
        let genres = try TMDBFixtures.decode(GenresResponseDTO.self, TMDBFixtures.genres)
        #expect(genres.namesByID == [28: "Action", 18: "Drama", 53: "Thriller", 80: "Crime"])
        let configuration = try TMDBFixtures.decode(TMDBConfigurationResponseDTO.self, TMDBFixtures.configuration)
        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(configuration.images.posterSizes.contains("w342"))
        let error = TMDBErrorResponseDecoder().serviceError(from: Data(TMDBFixtures.invalidKey.utf8))
        #expect(error?.code == 7)
        #expect(error?.message == "Invalid API key: You must be granted a valid key.")
        #expect(TMDBErrorResponseDecoder().serviceError(from: Data("<html>".utf8)) == nil)
    }

    @Test("a cached page reads back exactly as stored")
    func roundTrip() throws {
        let dto = try TMDBFixtures.decode(MoviesResponseDTO.self, TMDBFixtures.searchPage)
        let text = try CachedJSON.encode(dto)
        #expect(CachedJSON.decode(MoviesResponseDTO.self, from: text) == dto)
        #expect(try CachedJSON.encode(dto) == text, "same answer, same text")
    }
}
