import Foundation
import Infrastructure

/// A small published site in a temporary folder, made once per process: pages in folders, hidden
/// files, and symbolic links inside the site and out of it (to a file, a folder and `/`), next to
/// a folder of secrets that must never be served.
final class FuzzSite: Sendable {
    static let shared = FuzzSite()

    let resolver: StaticPathResolver
    let realRoot: String
    private let pages: Set<String>
    private let outwardLinks = ["link-out-file", "link-out-folder", "link-to-root"]

    private init() {
        let files = FileManager.default
        let base = files.temporaryDirectory.appendingPathComponent("marquee-fuzz-site-\(getpid())").path
        try? files.removeItem(atPath: base)
        let root = base + "/site"
        let published = ["index.html", "404.html", "style.css", "a/index.html", "a/page.html", "a/b/index.html",
                         "no-index/x.html", "ünï cødé/index.html", "q?x/index.html"]
        let hidden = [".env", ".git/config", "a/.secret.html", ".hidden/index.html"]
        for name in published + hidden {
            let path = root + "/" + name
            try! files.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! Data((hidden.contains(name) ? "SECRET" : "page \(name)").utf8).write(to: URL(fileURLWithPath: path))
        }
        try! files.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try! Data("SECRET".utf8).write(to: URL(fileURLWithPath: base + "/outside/index.html"))
        try! files.createSymbolicLink(atPath: root + "/link-out-file", withDestinationPath: "../outside/index.html")
        try! files.createSymbolicLink(atPath: root + "/link-out-folder", withDestinationPath: "../outside")
        try! files.createSymbolicLink(atPath: root + "/link-to-root", withDestinationPath: "/")
        try! files.createSymbolicLink(atPath: root + "/link-in", withDestinationPath: "a")
        try! files.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        resolver = StaticPathResolver(root: root)
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        realRoot = real
        pages = Set(published.map { real + "/" + $0 })
        atexit { try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.appendingPathComponent("marquee-fuzz-site-\(getpid())").path) }
    }

    /// Whether `file` is one of the published pages (never a secret, hidden or outside file).
    func isPublishedPage(_ file: String) -> Bool {
        pages.contains(file) && (try? String(contentsOfFile: file, encoding: .utf8))?.hasPrefix("page ") == true
    }

    /// Whether `path` passes through one of the links that lead out of the site.
    func leadsOut(_ path: String) -> Bool {
        path.split(separator: "/").contains { outwardLinks.contains(String($0)) }
    }
}
