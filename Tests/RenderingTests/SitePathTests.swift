import Rendering
import Testing

@Suite struct SitePathTests {
    @Test func pagePaths() {
        #expect(SitePath.index == "index.html")
        #expect(SitePath.recent == "recent/index.html")
        #expect(SitePath.results(slug: "heat", page: 1) == "search/heat/index.html")
        #expect(SitePath.results(slug: "heat", page: 3) == "search/heat/page/3/index.html")
        #expect(SitePath.movie(id: "603") == "movie/603/index.html")
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
