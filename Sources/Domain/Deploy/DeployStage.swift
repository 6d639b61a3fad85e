/// When an object is sent: assets first (styles, scripts, posters), then pages, then the entry
/// points (home page, 404 page, sitemap, robots.txt, feeds), so that no reader follows a link to
/// something that has not arrived.
public enum DeployStage: Int, Sendable, Hashable, CaseIterable, Comparable {
    case asset
    case page
    case entryPoint

    private static let rootEntryPoints: Set<String> = ["index.html", "index.md", "404.html", "sitemap.xml", "robots.txt"]
    private static let pageExtensions: Set<String> = ["html", "htm", "md", "xml", "txt", "json"]

    /// The stage of the file at `key`.
    public init(key: String) {
        let name = String(key.split(separator: "/").last ?? "")
        if Self.rootEntryPoints.contains(key) || name == "feed.xml" {
            self = .entryPoint
        } else if let dot = name.lastIndex(of: "."), Self.pageExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            self = .page
        } else {
            self = .asset
        }
    }

    public static func < (lhs: DeployStage, rhs: DeployStage) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
