/// TMDB's `configuration`: where images are served and in which sizes.
public struct TMDBConfigurationResponseDTO: Codable, Sendable, Hashable {
    public struct ImagesDTO: Codable, Sendable, Hashable {
        public let baseURL: String?
        public let secureBaseURL: String?
        /// e.g. `["w92", "w154", "w185", "w342", "w500", "w780", "original"]`.
        public let posterSizes: [String]

        enum CodingKeys: String, CodingKey {
            case baseURL = "base_url"
            case secureBaseURL = "secure_base_url"
            case posterSizes = "poster_sizes"
        }

        public init(baseURL: String?, secureBaseURL: String?, posterSizes: [String]) {
            self.baseURL = baseURL
            self.secureBaseURL = secureBaseURL
            self.posterSizes = posterSizes
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            baseURL = try? container.decodeIfPresent(String.self, forKey: .baseURL)
            secureBaseURL = try? container.decodeIfPresent(String.self, forKey: .secureBaseURL)
            posterSizes = (try? container.decodeLossyArray(String.self, forKey: .posterSizes)) ?? []
        }
    }

    public let images: ImagesDTO

    public init(images: ImagesDTO) {
        self.images = images
    }
}
