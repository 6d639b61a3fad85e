/// Builds a poster's full URL from the path a source gives.
public struct PosterURLBuilder: Sendable, Hashable {
    /// The base every relative poster path is appended to, size segment included
    /// (e.g. `https://image.tmdb.org/t/p/w342`); nil when the source has no images.
    public let baseURL: String?

    public init(baseURL: String?) {
        self.baseURL = baseURL
    }

    /// No images at all.
    public static let none = PosterURLBuilder(baseURL: nil)

    /// The full URL, or nil when there is no poster.
    public func url(forPosterPath path: String?) -> String? {
        guard let path, !path.isEmpty else { return nil }
        if path.hasPrefix("https://") || path.hasPrefix("http://") { return path }
        guard let baseURL, !baseURL.isEmpty else { return nil }
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        return path.hasPrefix("/") ? base + path : base + "/" + path
    }
}
