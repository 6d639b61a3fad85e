/// A file pattern of `[[deploy.headers]]`: `*` matches within one path segment, `**` any number
/// of segments, `?` one character. A pattern without `/` is matched against the file's name, one
/// with `/` against its whole path in the site (`posters/**`, `search/*/index.html`).
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// Nil for an empty pattern.
    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        description = text
    }

    public func matches(_ key: String) -> Bool {
        let subject = description.contains("/") ? key : String(key.split(separator: "/").last ?? "")
        let pattern = description.hasPrefix("/") ? String(description.dropFirst()) : description
        return Self.match(Array(pattern.unicodeScalars)[...], Array(subject.unicodeScalars)[...])
    }

    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case "*" where rest.first == "*":
            var afterStars = rest.dropFirst()
            // `**/` may also match no segment at all.
            if afterStars.first == "/", match(afterStars.dropFirst(), text) { return true }
            afterStars = rest.dropFirst()
            var remaining = text
            while true {
                if match(afterStars, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "*":
            var remaining = text
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            guard let next = text.first, next != "/" else { return false }
            return match(rest, text.dropFirst())
        default:
            guard text.first == first else { return false }
            return match(rest, text.dropFirst())
        }
    }
}
