/// How pages show posters.
public enum PosterDisplay: Sendable {
    /// Never: every movie gets its placeholder.
    case none
    /// The source's image URLs, loaded by the browser.
    case remote
    /// Copies inside the site; a movie whose poster has no copy gets its placeholder.
    case downloaded(any LocalPosters)

    /// `none`, `remote` or `downloaded`.
    public var mode: String {
        switch self {
        case .none: "none"
        case .remote: "remote"
        case .downloaded: "downloaded"
        }
    }

    /// Whether pages link to copies inside the site.
    public var isDownloaded: Bool {
        if case .downloaded = self { return true }
        return false
    }
}

/// The posters copied into the site, looked up by the URL they came from.
public protocol LocalPosters: Sendable {
    /// The site path of the copy of the poster at `url`, e.g. `posters/1a2b3c4d5e6f7a8b.jpg`;
    /// nil when there is none.
    func sitePath(forPosterURL url: String) -> String?
}
