@testable import Data
import Domain
import Testing

@Suite("TMDBMovieDetailsRepository")
struct TMDBMovieDetailsRepositoryTests {
    private func details(_ id: Int, runtime: Int) -> MovieDetailsDTO {
        MovieDetailsDTO(id: id, title: "Film \(id)", runtime: runtime, genres: [GenreDTO(id: 18, name: "Drama")])
    }

    @Test("fetches, stores, and falls back to the stored copy when TMDB cannot be reached")
    func storedFallback() async throws {
        let remote = FakeTMDBRemote()
        await remote.set(details: details(949, runtime: 170))
        let storage = InMemoryDocumentStorage()
        let repository = TMDBMovieDetailsRepository(remote: remote, storage: storage, language: "en-US")

        let fresh = try await repository.fetchMovieDetails(movieID: "949")
        #expect(fresh.runtimeMinutes == 170)
        #expect(fresh.genres == ["Drama"])

        await remote.set(detailsFailure: .offline)
        let stored = try await repository.fetchMovieDetails(movieID: "949")
        #expect(stored == fresh)
    }

    @Test("nothing stored: the remote's error")
    func nothingStored() async {
        let remote = FakeTMDBRemote()
        await remote.set(detailsFailure: .timedOut)
        let repository = TMDBMovieDetailsRepository(remote: remote, storage: InMemoryDocumentStorage(), language: "en-US")
        await #expect(throws: TMDBError.timedOut) { try await repository.fetchMovieDetails(movieID: "949") }
    }

    @Test("an id that is not TMDB's is refused without a request")
    func invalidID() async {
        let remote = FakeTMDBRemote()
        let repository = TMDBMovieDetailsRepository(remote: remote, storage: InMemoryDocumentStorage(), language: "en-US")
        await #expect(throws: TMDBError.invalidMovieID("tt0113277")) { try await repository.fetchMovieDetails(movieID: "tt0113277") }
        #expect(await remote.calls.isEmpty)
    }
}
