import Foundation

/// Finds every relative `href` and `src` in a built site and checks that it names a file there.
enum LinkChecker {
    struct BrokenLink: CustomStringConvertible {
        let page: String
        let link: String
        var description: String { "\(page) → \(link)" }
    }

    static func brokenLinks(inSiteAt root: URL) -> (checked: Int, broken: [BrokenLink]) {
        var checked = 0
        var broken: [BrokenLink] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        while let page = enumerator?.nextObject() as? String {
            guard page.hasSuffix(".html"), let data = FileManager.default.contents(atPath: root.appendingPathComponent(page).path) else { continue }
            let html = String(decoding: data, as: UTF8.self)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 1), in: html) else { continue }
                let link = String(html[range]).replacingOccurrences(of: "&amp;", with: "&")
                if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") || link.hasPrefix("#") { continue }
                checked += 1
                let path = link.split(separator: "#", maxSplits: 1).first.map(String.init) ?? link
                let decoded = path.removingPercentEncoding ?? path
                // A link from the host's root (the 404 page of a site without a base URL).
                let origin = decoded.hasPrefix("/") ? root : root.appendingPathComponent(page).deletingLastPathComponent()
                let target = origin.appendingPathComponent(decoded).standardized
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
                if !exists || isDirectory.boolValue || !target.path.hasPrefix(root.standardized.path) {
                    broken.append(BrokenLink(page: page, link: link))
                }
            }
        }
        return (checked, broken)
    }
}
