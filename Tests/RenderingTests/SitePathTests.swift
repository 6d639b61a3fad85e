import Rendering
import Testing

@Suite struct SitePathTests {
    @Test func pagePaths() {
        #expect(SitePath.index == "index.html")
        #expect(SitePath.recent == "recent/index.html")
        #expect(SitePath.results(slug: "heat", page: 1) == "search/heat/index.html")
        #expect(SitePath.results(slug: "heat", page: 3) == "search/heat/page/3/index.html")
        #expect(SitePath.movie(id: "603") == "movie/603/index.html")
        #expect(SitePath.genres == "genre/index.html")
        #expect(SitePath.genre(slug: "science-fiction") == "genre/science-fiction/index.html")
        #expect(SitePath.genre(slug: "drama", from: "603") == "genre/drama/from/603/index.html")
        #expect(SitePath.years == "year/index.html")
        #expect(SitePath.year("1995", from: "603") == "year/1995/from/603/index.html")
        #expect(SitePath.notFound == "404.html")
        #expect(SitePath.markdown(for: "search/x/page/2/index.html") == "search/x/page/2/index.md")
        #expect(SitePath.markdown(for: "style.css") == "style.css")
        #expect(SitePath.rootLink(from: "search/x/page/2/index.html") == "../../../../")
        #expect(SitePath.rootLink(from: "index.html") == "")
    }

    @Test func posterCopiesAreNamedByTheirURL() {
        let jpg = SitePath.poster(forURL: "https://image.example/t/p/w342/abc.jpg")
        #expect(jpg.hasPrefix("posters/") && jpg.hasSuffix(".jpg"))
        #expect(jpg.count == "posters/".count + 16 + ".jpg".count)
        #expect(SitePath.poster(forURL: "https://image.example/t/p/w342/abc.jpg") == jpg)
        #expect(SitePath.poster(forURL: "https://image.example/t/p/w500/abc.jpg") != jpg)
        #expect(SitePath.poster(forURL: "https://x.example/a.PNG?v=2").hasSuffix(".png"))
        #expect(SitePath.poster(forURL: "https://x.example/poster").hasSuffix(".jpg"))
        #expect(SitePath.poster(forURL: "https://x.example/a.svg").hasSuffix(".jpg"))
    }

    @Test func unsafeIdsBecomeDistinctSafeSegments() {
        #expect(SitePath.movie(id: "../etc") == "movie/_2E_2E_2Fetc/index.html")
        #expect(SitePath.movie(id: "a b") != SitePath.movie(id: "a_b"))
        #expect(SitePath.movie(id: "a_b") == "movie/a_5Fb/index.html")
        #expect(SitePath.movie(id: "") == "movie/_/index.html")
        #expect(SitePath.safeSegment("tt-0113277") == "tt-0113277")
        #expect(SitePath.safeSegment("é") == "_C3_A9")
    }

    @Test(arguments: [
        ("search/x/page/2/index.html", "movie/7/index.html", "../../../../movie/7/index.html"),
        ("index.html", "search/heat/index.html", "search/heat/index.html"),
        ("index.html", "index.html", "index.html"),
        ("movie/7/index.html", "index.html", "../../index.html"),
        ("movie/7/index.html", "style.css", "../../style.css"),
        ("search/x/index.html", "search/x/page/2/index.html", "page/2/index.html"),
        ("search/x/page/2/index.html", "search/x/index.html", "../../index.html"),
        ("search/x/page/2/index.html", "search/x/page/3/index.html", "../3/index.html"),
        ("recent/index.html", "search/x/index.html", "../search/x/index.html"),
    ])
    func relativeLinks(from page: String, to target: String, expected: String) {
        #expect(SitePath.relativeLink(from: page, to: target) == expected)
    }

    @Test func relativeLinksResolveToTheirTarget() {
        let pages = ["index.html", "recent/index.html", "search/a/index.html", "search/a/page/9/index.html", "movie/1/index.html"]
        for page in pages {
            for target in pages + ["style.css"] {
                #expect(resolve(SitePath.relativeLink(from: page, to: target), from: page) == target)
            }
        }
    }

    private func resolve(_ link: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
