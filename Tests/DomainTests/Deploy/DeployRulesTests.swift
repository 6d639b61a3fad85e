import Domain
import Testing

@Suite("Deploy headers, stages and delete limits")
struct DeployRulesTests {
    @Test("Content-Type by extension", arguments: [
        ("index.html", "text/html; charset=utf-8"), ("site.css", "text/css; charset=utf-8"),
        ("search-index.js", "text/javascript; charset=utf-8"), ("sitemap.xml", "application/xml; charset=utf-8"),
        ("feed.xml", "application/atom+xml; charset=utf-8"), ("data.json", "application/json"),
        ("robots.txt", "text/plain; charset=utf-8"), ("posters/a.JPG", "image/jpeg"), ("posters/b.webp", "image/webp"),
        ("icon.svg", "image/svg+xml"), ("README", "application/octet-stream"),
    ])
    func contentTypes(key: String, type: String) {
        #expect(DeployHeaderRules.contentType(for: key) == type)
    }

    @Test("Cache-Control: the first matching rule, else the default of the file's kind")
    func cacheControl() throws {
        let rules = DeployHeaderRules(rules: [
            .init(pattern: try #require(GlobPattern("posters/**")), cacheControl: "immutable"),
            .init(pattern: try #require(GlobPattern("*.css")), cacheControl: "css rule"),
            .init(pattern: try #require(GlobPattern("**")), cacheControl: "everything else"),
        ])
        #expect(rules.headers(for: "posters/1/a.jpg").cacheControl == "immutable")
        #expect(rules.headers(for: "deep/site.css").cacheControl == "css rule")
        #expect(rules.headers(for: "index.html").cacheControl == "everything else")
        let defaults = DeployHeaderRules()
        #expect(defaults.headers(for: "index.html").cacheControl == DeployHeaderRules.pageCacheControl)
        #expect(defaults.headers(for: "site.js").cacheControl == DeployHeaderRules.assetCacheControl)
        #expect(defaults.headers(for: "posters/a.png").cacheControl == DeployHeaderRules.imageCacheControl)
    }

    @Test("glob patterns", arguments: [
        ("*.html", "search/alien/index.html", true), ("search/*/index.html", "search/alien/index.html", true),
        ("search/*/index.html", "search/alien/2/index.html", false), ("search/**/index.html", "search/alien/2/index.html", true),
        ("search/**/index.html", "search/index.html", true), ("posters/**", "posters/a.jpg", true),
        ("posters/**", "movie/posters.html", false), ("page-?.html", "page-2.html", true), ("page-?.html", "page-10.html", false),
        ("/index.html", "index.html", true), ("/index.html", "movie/index.html", false),
    ])
    func globs(pattern: String, key: String, matches: Bool) throws {
        #expect(try #require(GlobPattern(pattern)).matches(key) == matches)
    }

    @Test("stages: assets, pages, then entry points", arguments: [
        ("site.css", DeployStage.asset), ("search-index.js", .asset), ("posters/a.jpg", .asset),
        ("movie/1/index.html", .page), ("genre/drama/index.html", .page), ("index.html", .entryPoint),
        ("404.html", .entryPoint), ("sitemap.xml", .entryPoint), ("robots.txt", .entryPoint),
        ("feed.xml", .entryPoint), ("search/alien/feed.xml", .entryPoint),
    ])
    func stages(key: String, stage: DeployStage) {
        #expect(DeployStage(key: key) == stage)
    }

    @Test("names starting with . are never published")
    func publishable() {
        #expect(DeployKey.isPublishable("movie/1/index.html"))
        #expect(!DeployKey.isPublishable(".marquee-manifest.json"))
        #expect(!DeployKey.isPublishable("movie/.hidden/index.html"))
        #expect(!DeployKey.isPublishable("movie/"))
        #expect(!DeployKey.isPublishable(""))
    }

    @Test("the delete limit: the cap, half of the target, and an explicit cap lifting the half rule")
    func deleteLimit() {
        func plan(deletes: Int, remote: Int) -> DeployPlan {
            DeployPlan(uploads: [], deletes: (0..<deletes).map { "k\($0)" }, unchanged: 0, remoteCount: remote, listing: nil)
        }
        #expect(DeleteLimit().refusal(of: plan(deletes: 256, remote: 1000)) == nil)
        #expect(DeleteLimit().refusal(of: plan(deletes: 257, remote: 1000))?.overHalf == false)
        #expect(DeleteLimit().refusal(of: plan(deletes: 6, remote: 10))?.overHalf == true)
        #expect(DeleteLimit().refusal(of: plan(deletes: 5, remote: 10)) == nil)
        #expect(DeleteLimit(maxDeletes: 6, isExplicit: true).refusal(of: plan(deletes: 6, remote: 10)) == nil)
        let message = DeployRefusal(deletes: 300, remoteCount: 400, limit: 256, overHalf: false).description
        #expect(message.contains("300 of the 400") && message.contains("--max-deletes 300"))
    }
}
