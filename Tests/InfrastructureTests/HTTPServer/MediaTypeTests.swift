import Infrastructure
import Testing

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("search.js", "text/javascript; charset=utf-8"),
        ("logo.svg", "image/svg+xml"),
        ("poster.png", "image/png"),
        ("poster.jpg", "image/jpeg"),
        ("poster.JPEG", "image/jpeg"),
        ("poster.webp", "image/webp"),
        ("sitemap.xml", "application/xml"),
        ("search-index.json", "application/json"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("/movie/7/index.HTML", "text/html; charset=utf-8"),
    ])
    func knownExtensions(path: String, type: String) {
        #expect(MediaType.forPath(path) == type)
    }

    @Test func unknownOrMissingExtensionsAreOctetStreams() {
        #expect(MediaType.forPath("archive.tar.zst") == "application/octet-stream")
        #expect(MediaType.forPath("README") == "application/octet-stream")
        #expect(MediaType.forPath(".htaccess") == "application/octet-stream")
        #expect(MediaType.forPath("folder.css/file") == "application/octet-stream")
    }
}
