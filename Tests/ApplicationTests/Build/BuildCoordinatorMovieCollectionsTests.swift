@testable import Application
import Data
import Domain
import Presentation
import Testing

@Suite struct BuildCoordinatorMovieCollectionsTests {
    @Test(arguments: [0, 1, BuildCoordinator.outlinesAtOnce, 2 * BuildCoordinator.outlinesAtOnce + 5, 5 * BuildCoordinator.outlinesAtOnce - 1])
    func theFoundFilmsReadInBatchesAndPreparedAsideGiveTheirCollections(count: Int) async throws {
        let foundMovies = try SQLiteFoundMoviesRepository()
        let films = (0..<count).map { number in
            Movie(
                id: "f\(number)", title: ["The Heat", "Élan", "casino", "Zodiac"][number % 4] + " \(number % 97)",
                year: number % 11 == 0 ? nil : 1950 + number % 70, genres: [["Crime"], ["Drama", "Crime"], [], ["drama"]][number % 4]
            )
        }
        try foundMovies.save(films, foundBy: 0, firstFound: [:])
        let outlines = films.map { MovieOutline(id: $0.id, title: $0.title, year: $0.year, genres: $0.genres) }
        let collections = try await BuildCoordinator.movieCollections(foundMovies: foundMovies, localization: .english)
        #expect(collections == MovieCollectionsViewModel(movies: outlines))
        #expect(collections.movieIDs.count == count)
    }
}
