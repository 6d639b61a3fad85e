@testable import Data
import Foundation
import Testing

@Suite("TMDB poster URLs")
struct TMDBImagesConfigurationTests {
    @Test("picks the size closest to the shown width, the larger on a tie, original only as a last resort")
    func closestSize() {
        let images = TMDBImagesConfiguration(baseURL: "https://image.tmdb.org/t/p/")
        #expect(images.posterSize(closestTo: 300) == "w342")
        #expect(images.posterSize(closestTo: 170) == "w185")
        #expect(images.posterSize(closestTo: 2000) == "w780")
        #expect(TMDBImagesConfiguration(baseURL: "b", posterSizes: ["w100", "w200"]).posterSize(closestTo: 150) == "w200")
        #expect(TMDBImagesConfiguration(baseURL: "b", posterSizes: ["original"]).posterSize(closestTo: 300) == "original")
        #expect(images.posterBaseURL() == "https://image.tmdb.org/t/p/w342")
    }

    @Test("TMDB_IMAGE_BASE_URL wins; else the cached configuration; else TMDB's default")
    func baseURLPrecedence() throws {
        let cached = try TMDBFixtures.decode(TMDBConfigurationResponseDTO.self, """
            {"images": {"secure_base_url": "https://cdn.example/t/p/", "poster_sizes": ["w92", "w300", "original"]}}
            """)
        let explicit = try TMDBConfiguration(environment: ["TMDB_API_KEY": "k", "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:9/img"])
        #expect(TMDBImagesConfiguration(configuration: explicit, cached: cached).posterBaseURL() == "http://127.0.0.1:9/img/w300")
        let plain = try TMDBConfiguration(environment: ["TMDB_API_KEY": "k"])
        #expect(TMDBImagesConfiguration(configuration: plain, cached: cached).posterBaseURL() == "https://cdn.example/t/p/w300")
        #expect(TMDBImagesConfiguration(configuration: plain, cached: nil).posterBaseURL() == "https://image.tmdb.org/t/p/w342")
    }
}
