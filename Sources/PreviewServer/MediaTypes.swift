import Hummingbird

/// The media types the preview sends beyond Hummingbird's own table: text kinds with their
/// charset (every text file Marquee writes is UTF-8) and Markdown pages (`--format markdown`),
/// sent as plain text so that a browser shows them rather than offering to save them.
enum MediaTypes {
    static let textTypes: [String: MediaType] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
    ].compactMapValues { MediaType(from: $0) }
}
