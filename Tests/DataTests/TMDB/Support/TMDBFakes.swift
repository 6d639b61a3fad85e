@testable import Data
import Domain
import Foundation
import Infrastructure
import TestSupport

/// A remote that answers from dictionaries and records every call, in order.
actor FakeTMDBRemote: TMDBRemoteDataSource {
    var searchPages: [Int: MoviesResponseDTO] = [:]
    var searchFailure: TMDBError?
    var details: [Int: MovieDetailsDTO] = [:]
    var detailsFailure: TMDBError?
    var genres = GenresResponseDTO(genres: [])
    private(set) var calls: [String] = []

    init(searchPages: [Int: MoviesResponseDTO] = [:], searchFailure: TMDBError? = nil) {
        self.searchPages = searchPages
        self.searchFailure = searchFailure
    }

    func set(searchFailure: TMDBError?) { self.searchFailure = searchFailure }
    func set(detailsFailure: TMDBError?) { self.detailsFailure = detailsFailure }
    func set(details: MovieDetailsDTO) { self.details[details.id] = details }
    func set(genres: GenresResponseDTO) { self.genres = genres }

    func searchMovies(_ request: MoviesRequestDTO) async throws(TMDBError) -> MoviesResponseDTO {
        calls.append("search \(request.query) \(request.page)")
        if let searchFailure { throw searchFailure }
        return searchPages[request.page] ?? MoviesResponseDTO(page: request.page, totalPages: 0, totalResults: 0, results: [])
    }

    func movieDetails(id: Int, language: String) async throws(TMDBError) -> MovieDetailsDTO {
        calls.append("details \(id)")
        if let detailsFailure { throw detailsFailure }
        guard let found = details[id] else { throw .httpStatus(statusCode: 404, serviceError: nil) }
        return found
    }

    func movieGenres(language: String) async throws(TMDBError) -> GenresResponseDTO {
        calls.append("genres")
        if let searchFailure { throw searchFailure }
        return genres
    }

    func configuration() async throws(TMDBError) -> TMDBConfigurationResponseDTO {
        calls.append("configuration")
        throw .offline
    }
}

/// Search pages kept in memory.
actor InMemoryMoviesResponseStorage: MoviesResponseStorage {
    private var pages: [MoviesRequestDTO: MoviesResponseDTO] = [:]
    private(set) var saves = 0

    func response(for request: MoviesRequestDTO) async throws -> MoviesResponseDTO? {
        pages[request]
    }

    func save(_ response: MoviesResponseDTO, for request: MoviesRequestDTO) async throws {
        saves += 1
        pages[request] = response
    }
}

/// Everything that happened, in order, across the fake and the `cached` callback.
actor DeliveryLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}

enum TMDBTestData {
    static func movie(_ id: Int, _ title: String, genres: [Int] = []) -> MovieDTO {
        MovieDTO(id: id, title: title, releaseDate: "2000-01-01", genreIDs: genres)
    }

    static func page(_ number: Int, _ movies: [MovieDTO], totalPages: Int = 3) -> MoviesResponseDTO {
        MoviesResponseDTO(page: number, totalPages: totalPages, totalResults: totalPages * 20, results: movies)
    }

    /// A fresh state database in `directory`, migrated.
    static func stateDatabase(in directory: TemporaryDirectory) throws -> SQLiteConnection {
        try StateDatabase.open(path: directory.path("state.sqlite"))
    }
}
