/// Paths inside the site, all relative to the output root. Every page is an `index.html` and every
/// link names it, so the site works when opened straight from disk.
public enum SitePath {
    /// The list of all searches.
    public static let index = "index.html"

    /// The recent searches.
    public static let recent = "recent/index.html"

    /// The site's stylesheet.
    public static let stylesheet = "style.css"

    /// The site's script: the search box and poster fallbacks.
    public static let script = "site.js"

    /// Every movie of the site, as a script the search box reads (a script rather than data, so
    /// that it loads from `file://` too).
    public static let searchIndex = "search-index.js"
    /// The search box's names of directors and cast, loaded when the box is first used.
    public static let searchPeople = "search-people.js"

    /// The page a web server shows for a missing address.
    public static let notFound = "404.html"

    /// The sitemap for search engines, written when the site's base URL is known.
    public static let sitemap = "sitemap.xml"

    /// The Atom feed of the films the site's searches newly found, written with the base URL.
    public static let siteFeed = "feed.xml"

    /// The Atom feed of the films one search newly found: `search/<slug>/feed.xml`.
    public static func feed(slug: String) -> String {
        "search/" + safeSegment(slug, keepingNonASCII: true) + "/feed.xml"
    }
    /// What crawlers may read and where the sitemap is, written with the sitemap.
    public static let robots = "robots.txt"

    /// Every genre of the site.
    public static let genres = "genre/index.html"

    /// Every release year of the site.
    public static let years = "year/index.html"

    /// Page `page` (1-based) of a search's results: `search/<slug>/index.html` for the first page,
    /// `search/<slug>/page/<n>/index.html` for the others.
    public static func results(slug: String, page: Int) -> String {
        paged("search/" + safeSegment(slug, keepingNonASCII: true), page: page)
    }

    /// A page of a genre's movies: the first at `genre/<slug>/index.html`, the one that starts
    /// at the film with id `start` at `.../from/<start>/index.html`.
    public static func genre(slug: String, from start: String? = nil) -> String {
        startingAt(start, in: "genre/" + safeSegment(slug, keepingNonASCII: true))
    }

    /// A person's page, `person/<slug>/index.html` (see ``PersonSlug``).
    public static func person(slug: String) -> String {
        "person/" + safeSegment(slug, keepingNonASCII: true) + "/index.html"
    }

    /// A page of a year's movies: the first at `year/<year>/index.html`, the one that starts at
    /// the film with id `start` at `.../from/<start>/index.html`.
    public static func year(_ year: String, from start: String? = nil) -> String {
        startingAt(start, in: "year/" + safeSegment(year))
    }

    /// Where the copy of the poster at `url` goes: `posters/` and 16 hex digits of the URL's
    /// FNV-1a hash, with the URL's extension when it is `jpg`, `jpeg`, `png`, `webp` or `gif`
    /// (else `jpg`).
    public static func poster(forURL url: String) -> String {
        let hash = String(FNV1a64.hash(url), radix: 16)
        let name = String(repeating: "0", count: 16 - hash.count) + hash
        let path = url.prefix { $0 != "?" && $0 != "#" }
        let suffix = path.lastIndex(of: ".").map { path[path.index(after: $0)...].lowercased() } ?? ""
        let ext = ["jpg", "jpeg", "png", "webp", "gif"].contains(suffix) ? suffix : "jpg"
        return "posters/" + name + "." + ext
    }

    /// The Markdown page that stands beside an HTML page: `index.md` for `index.html`; other
    /// paths are returned as they are.
    public static func markdown(for path: String) -> String {
        path.hasSuffix(".html") ? String(path.dropLast(5)) + ".md" : path
    }

    /// The absolute address of the site file at `path` on a site published at `base` (ending in
    /// `/`): the sitemap's, the feeds', canonical and OpenGraph addresses.
    public static func address(of path: String, under base: String) -> String {
        base + percentEncoded(path)
    }

    /// The link from the page at `page` to the site's root folder: empty or `../` repeated.
    public static func rootLink(from page: String) -> String {
        String(repeating: "../", count: page.utf8.filter { $0 == UInt8(ascii: "/") }.count)
    }

    private static func paged(_ folder: String, page: Int) -> String {
        page <= 1 ? folder + "/index.html" : folder + "/page/\(page)/index.html"
    }

    private static func startingAt(_ start: String?, in folder: String) -> String {
        start.map { folder + "/from/" + safeSegment($0) + "/index.html" } ?? folder + "/index.html"
    }

    /// A movie's page, `movie/<id>/index.html`, with the id made safe by ``safeSegment(_:)``.
    public static func movie(id: String) -> String {
        "movie/" + safeSegment(id) + "/index.html"
    }

    /// The link that leads from the page at `page` to the file at `target`, both relative to the
    /// output root, e.g. `../../../../movie/7/index.html` from `search/x/page/2/index.html`.
    public static func relativeLink(from page: String, to target: String) -> String {
        // On the bytes: every page's layout makes a dozen of these.
        var page = page
        var target = target
        return page.withUTF8 { page in
            target.withUTF8 { target in
                let slash = UInt8(ascii: "/")
                // The folders both paths start with, and where the target's path goes on after them.
                var sharedFolders = 0
                var rest = 0
                var index = 0
                while index < page.count, index < target.count, page[index] == target[index] {
                    if page[index] == slash {
                        sharedFolders += 1
                        rest = index + 1
                    }
                    index += 1
                }
                let depth = page.reduce(-sharedFolders) { $1 == slash ? $0 + 1 : $0 }
                return String(unsafeUninitializedCapacity: 3 * depth + target.count - rest) { link in
                    var end = 0
                    for _ in 0..<depth {
                        link[end] = UInt8(ascii: ".")
                        link[end + 1] = UInt8(ascii: ".")
                        link[end + 2] = slash
                        end += 3
                    }
                    for byte in target[rest...] {
                        link[end] = byte
                        end += 1
                    }
                    return end
                }
            }
        }
    }

    /// `text` as a single path segment of `[A-Za-z0-9_-]`: letters, digits and `-` stay, every
    /// other byte of its UTF-8 becomes `_` and two hex digits, so distinct inputs stay distinct.
    /// An empty input gives `_`.
    /// With `keepingNonASCII`, the bytes of non-ASCII characters stay too (a search's folder
    /// named in Hangul): none of them can be `/`, `.` or a control character.
    public static func safeSegment(_ text: String, keepingNonASCII: Bool = false) -> String {
        guard !text.isEmpty else { return "_" }
        func kept(_ byte: UInt8) -> Bool { isKept(byte) || keepingNonASCII && byte >= 0x80 }
        return escaping(text, with: UInt8(ascii: "_"), keeping: kept)
    }

    /// `link` with every byte outside ASCII percent-encoded (`search/%EA%B8%B0/index.html` for a
    /// search named in Hangul), so that it works from disk and from any web server; an ASCII link
    /// (every link but those to a non-Latin search or genre) is returned as it is.
    public static func percentEncoded(_ link: String) -> String {
        escaping(link, with: UInt8(ascii: "%"), keeping: { $0 < 0x80 })
    }

    /// `text` with every UTF-8 byte that `kept` refuses written as `escape` and two uppercase hex
    /// digits; `text` itself when every byte is kept.
    private static func escaping(_ text: String, with escape: UInt8, keeping kept: (UInt8) -> Bool) -> String {
        let allKept = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: { !kept($0) }) }
            ?? !text.utf8.contains(where: { !kept($0) })
        guard !allKept else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if kept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(escape)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
