import Domain
import Infrastructure

/// Poster images over one network service shared by every request (its limiter, retries and
/// connections), with full URLs as endpoints.
public struct DefaultPosterImagesRepository: PosterImagesRepository {
    private let networkService: NetworkService

    public init(networkService: NetworkService) {
        self.networkService = networkService
    }

    public func fetchImage(url: String) async throws -> [UInt8] {
        Array(try await networkService.request(Endpoint<PosterBytes>(path: url, headers: ["Accept": "image/*"])))
    }
}

/// The type an image request names; its bytes are used as they are, never decoded.
private struct PosterBytes: Decodable, Sendable {}
