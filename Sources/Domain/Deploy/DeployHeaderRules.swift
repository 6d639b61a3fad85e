/// The headers each file is served with: `Content-Type` by extension, and `Cache-Control` from
/// the first rule whose pattern matches, else a default for the kind of file.
public struct DeployHeaderRules: Sendable, Hashable {
    /// A `[[deploy.headers]]` rule of `marquee.toml`.
    public struct Rule: Sendable, Hashable {
        public let pattern: GlobPattern
        public let cacheControl: String

        public init(pattern: GlobPattern, cacheControl: String) {
            self.pattern = pattern
            self.cacheControl = cacheControl
        }
    }

    public let rules: [Rule]

    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// Pages and feeds change with every build that finds something new.
    public static let pageCacheControl = "public, max-age=300"
    /// Styles and scripts keep their names across builds, so they are kept for an hour.
    public static let assetCacheControl = "public, max-age=3600"
    /// Posters and other images never change under one name.
    public static let imageCacheControl = "public, max-age=86400"

    /// The headers of the file at `key`.
    public func headers(for key: String) -> DeployHeaders {
        let type = Self.contentType(for: key)
        let cacheControl = rules.first { $0.pattern.matches(key) }?.cacheControl ?? Self.defaultCacheControl(contentType: type)
        return DeployHeaders(contentType: type, cacheControl: cacheControl)
    }

    /// The media type of a file named `key`, by its extension.
    public static func contentType(for key: String) -> String {
        let name = key.lastIndex(of: "/").map { key[key.index(after: $0)...] } ?? key[...]
        let ext = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml":
            return name == "feed.xml" ? "application/atom+xml; charset=utf-8" : "application/xml; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "md": return "text/markdown; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        default: return "application/octet-stream"
        }
    }

    private static func defaultCacheControl(contentType: String) -> String {
        if contentType.hasPrefix("image/") || contentType.hasPrefix("font/") { return imageCacheControl }
        if contentType.hasPrefix("text/css") || contentType.hasPrefix("text/javascript") { return assetCacheControl }
        return pageCacheControl
    }
}
