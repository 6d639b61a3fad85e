/// Where poster images are served and in which widths.
public struct TMDBImagesConfiguration: Sendable, Hashable {
    /// The poster sizes TMDB documents, used until its `configuration` answer is cached.
    public static let defaultPosterSizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
    /// The widest a poster is shown, in CSS pixels: the movie page shows it at about 300 px at
    /// most (results pages show none), so `w342` is picked from TMDB's usual sizes.
    public static let posterDisplayWidth = 300
    /// The key of TMDB's `configuration` answer in the ``ResponseDocumentStorage``.
    public static let documentKey = TMDBEndpoints.configuration().cacheKey

    /// e.g. `https://image.tmdb.org/t/p`, without a trailing slash.
    public let baseURL: String
    public let posterSizes: [String]

    public init(baseURL: String, posterSizes: [String] = TMDBImagesConfiguration.defaultPosterSizes) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.posterSizes = posterSizes.isEmpty ? Self.defaultPosterSizes : posterSizes
    }

    /// The configuration to use: the base from `TMDB_IMAGE_BASE_URL` when set, else TMDB's
    /// `secure_base_url` from a cached `configuration` answer, else
    /// ``TMDBConfiguration/defaultImageBaseURL``; poster sizes from the cached answer, else the
    /// documented ones.
    public init(configuration: TMDBConfiguration, cached: TMDBConfigurationResponseDTO?) {
        let cachedBase = cached.flatMap { TMDBText.nonBlank($0.images.secureBaseURL) ?? TMDBText.nonBlank($0.images.baseURL) }
        self.init(
            baseURL: configuration.imageBaseURL ?? cachedBase ?? TMDBConfiguration.defaultImageBaseURL,
            posterSizes: cached?.images.posterSizes ?? Self.defaultPosterSizes
        )
    }

    /// The size whose width (`w342` → 342) is closest to `width`, the larger one on a tie;
    /// `original` only when no size names a width.
    public func posterSize(closestTo width: Int) -> String {
        let sized = posterSizes.compactMap { size -> (name: String, width: Int)? in
            guard size.first == "w", let pixels = Int(size.dropFirst()), pixels > 0 else { return nil }
            return (size, pixels)
        }
        guard let best = sized.min(by: { lhs, rhs in
            let (left, right) = (abs(lhs.width - width), abs(rhs.width - width))
            return left != right ? left < right : lhs.width > rhs.width
        }) else {
            return posterSizes.contains("original") ? "original" : (posterSizes.first ?? "original")
        }
        return best.name
    }

    /// The base a poster path is appended to, size included, e.g. `https://image.tmdb.org/t/p/w342`.
    public func posterBaseURL(forDisplayWidth width: Int = TMDBImagesConfiguration.posterDisplayWidth) -> String {
        "\(baseURL)/\(posterSize(closestTo: width))"
    }
}
