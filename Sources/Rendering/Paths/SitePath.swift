/// Paths inside the site, all relative to the output root. Every page is an `index.html` and every
/// link names it, so the site works when opened straight from disk.
public enum SitePath {
    /// The list of all searches.
    public static let index = "index.html"

    /// The recent searches.
    public static let recent = "recent/index.html"

    /// The site's stylesheet.
    public static let stylesheet = "style.css"

    /// Page `page` (1-based) of a search's results: `search/<slug>/index.html` for the first page,
    /// `search/<slug>/page/<n>/index.html` for the others.
    public static func results(slug: String, page: Int) -> String {
        let folder = "search/" + safeSegment(slug)
        return page <= 1 ? folder + "/index.html" : folder + "/page/\(page)/index.html"
    }

    /// A movie's page, `movie/<id>/index.html`, with the id made safe by ``safeSegment(_:)``.
    public static func movie(id: String) -> String {
        "movie/" + safeSegment(id) + "/index.html"
    }

    /// The link that leads from the page at `page` to the file at `target`, both relative to the
    /// output root, e.g. `../../../../movie/7/index.html` from `search/x/page/2/index.html`.
    public static func relativeLink(from page: String, to target: String) -> String {
        let slash = UInt8(ascii: "/")
        var sharedFolders = 0
        for (pageByte, targetByte) in zip(page.utf8, target.utf8) {
            guard pageByte == targetByte else { break }
            if pageByte == slash { sharedFolders += 1 }
        }
        var depth = -sharedFolders
        for byte in page.utf8 where byte == slash { depth += 1 }
        var link = String(repeating: "../", count: depth)
        var skipped = 0
        var rest = target.utf8[...]
        while skipped < sharedFolders, let index = rest.firstIndex(of: slash) {
            rest = rest[rest.index(after: index)...]
            skipped += 1
        }
        link += Substring(rest)
        return link
    }

    /// `text` as a single path segment of `[A-Za-z0-9_-]`: letters, digits and `-` stay, every
    /// other byte of its UTF-8 becomes `_` and two hex digits, so distinct inputs stay distinct.
    /// An empty input gives `_`.
    public static func safeSegment(_ text: String) -> String {
        guard !text.isEmpty else { return "_" }
        guard text.utf8.contains(where: { !isKept($0) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "_"))
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
