import Foundation
import Testing

/// `marquee build` with the site flags: genre and year pages, the search index, 404 and sitemap,
/// the Markdown format and the poster choices, end to end with the real binary.
@Suite(.serialized) struct SiteFeaturesTests {
    private func build(_ workspace: Workspace, _ extra: String...) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "2"] + extra,
            in: workspace.path
        )
    }

    @Test func aSearchCutShortByMaxPagesSaysSo() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("love\nheat\n", to: "queries.txt")
        #expect(try await build(workspace, "--max-pages", "1", "--format", "both").exitCode == 0)
        let page = try #require(workspace.read("site/search/love/index.html"))
        #expect(page.range(of: #"20 of \d{3,} results \(the site is built with the first pages only; a larger max-pages fetches more\)"#, options: .regularExpression) != nil)
        #expect(workspace.read("site/search/love/index.md")?.contains("20 of ") == true)
        let whole = try #require(workspace.read("site/search/heat/index.html"))
        #expect(!whole.contains("max-pages"), "heat fits in one page")
    }

    @Test func aPublishedSiteHasBrowsePagesASearchIndexA404AndASitemap() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nlove\n", to: "queries.txt")

        let result = try await build(workspace, "--base-url", "https://example.org/movies", "--format", "both", "--posters", "none")

        #expect(result.exitCode == 0, "\(result.standardError)")
        let files = workspace.tree("site").keys
        for page in ["genre/index.html", "genre/drama/index.html", "year/index.html", "year/1995/index.html", "404.html",
                     "sitemap.xml", "robots.txt", "search-index.js", "site.js", "style.css", "index.md", "genre/drama/index.md"] {
            #expect(files.contains(page), "missing \(page)")
        }
        #expect(files.filter { $0.hasSuffix(".md") }.count == files.filter { $0.hasSuffix(".html") }.count - 1, "every page but 404.html has its Markdown twin")

        let links = LinkChecker.brokenLinks(inSiteAt: workspace.url("site"))
        #expect(links.broken.isEmpty, "broken links: \(links.broken.prefix(5))")

        let sitemap = try #require(workspace.read("site/sitemap.xml"))
        let locations = sitemap.components(separatedBy: "<loc>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(locations.count == files.filter { $0.hasSuffix(".html") }.count - 1)
        #expect(locations.allSatisfy { $0.hasPrefix("https://example.org/movies/") && $0.hasSuffix(".html") })
        #expect(locations.contains("https://example.org/movies/search/love/page/2/index.html"))
        #expect(try #require(workspace.read("site/404.html")).contains(#"href="https://example.org/movies/index.html""#))

        let index = try #require(workspace.read("site/search-index.js"))
        let movies = files.filter { $0.hasPrefix("movie/") && $0.hasSuffix(".html") }
        let parts = index.components(separatedBy: "window.marqueeSearches")
        try #require(parts.count == 2, "no list of the site's searches")
        let (movieRows, searchRows) = (parts[0], parts[1])
        #expect(movieRows.components(separatedBy: "\n[").count - 1 == movies.count, "one entry per movie page")
        #expect(searchRows.contains(#"["love","search/love/index.html","See all "#), "the box knows the site's searches: \(searchRows.prefix(300))")
        #expect(index.contains(#""Heat","1995","movie/"#))

        let heat = try #require(files.first { $0.hasPrefix("movie/") && (workspace.read("site/" + $0)?.contains("<h1>Heat (1995)</h1>") ?? false) })
        let page = try #require(workspace.read("site/" + heat))
        #expect(page.contains(#"href="../../genre/crime/index.html""#))
        #expect(page.contains(#"href="../../year/1995/index.html""#))
        #expect(page.contains(#"href="../../search/heat/index.html""#))
        #expect(!page.contains("<img"), "--posters none shows placeholders only")
        #expect(page.contains(#"<link rel="canonical" href="https://example.org/movies/\#(heat)">"#))
        #expect(page.contains(#"<meta property="og:url" content="https://example.org/movies/\#(heat)">"#))
        #expect(page.contains(#"<meta name="description" content="1995 film directed by Michael Mann."#))
        #expect(page.contains(#"<script type="application/ld+json">{"@context":"https://schema.org","@type":"Movie","name":"Heat","url":"https://example.org/movies/\#(heat)","datePublished":"1995"#))
        #expect(!page.contains("og:image"), "--posters none: no poster to preview")

        // Every name links to its person's page, which lists the film back, in both formats.
        #expect(page.contains(#"<a href="../../person/michael-mann/index.html">Michael Mann</a>"#))
        let mann = try #require(workspace.read("site/person/michael-mann/index.html"))
        #expect(mann.contains("<h1>Michael Mann</h1>"))
        #expect(mann.contains("<a href=\"../../" + heat + "\">Heat</a> (1995)"))
        let mannMarkdown = try #require(workspace.read("site/person/michael-mann/index.md"))
        #expect(mannMarkdown.contains("- [Heat](../../" + heat.replacingOccurrences(of: ".html", with: ".md") + ") (1995)"))
        #expect(locations.contains("https://example.org/movies/person/michael-mann/index.html"))
        let people = try #require(workspace.read("site/search-people.js"))
        #expect(people.contains(#""michael-mann""#), "the search box knows the person's page")
    }

    @Test func robotsTxtNamesTheSitemapAndGoesWithTheBaseURL() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")

        #expect(try await build(workspace, "--base-url", "https://example.org/movies", "--posters", "none").exitCode == 0)
        #expect(workspace.read("site/robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/movies/sitemap.xml\n")
        #expect(workspace.read("site/.marquee-manifest.json")?.contains(#""robots.txt""#) == true, "Marquee's own file")

        // Without a base URL there is nothing to name: the next build removes both files it wrote.
        #expect(try await build(workspace, "--posters", "none").exitCode == 0)
        #expect(!workspace.exists("site/robots.txt"))
        #expect(!workspace.exists("site/sitemap.xml"))
        #expect(workspace.read("site/index.html")?.contains("rel=\"canonical\"") == false)
    }

    @Test func theMarkdownFormatWritesAReportOfMarkdownPagesOnly() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")

        let result = try await build(workspace, "--format", "markdown", "--base-url", "https://example.org/")

        #expect(result.exitCode == 0, "\(result.standardError)")
        let files = workspace.tree("site").keys
        #expect(!files.isEmpty)
        #expect(files.allSatisfy { $0.hasSuffix(".md") || $0 == ".marquee-manifest.json" }, "\(files.filter { !$0.hasSuffix(".md") })")
        let index = try #require(workspace.read("site/index.md"))
        #expect(index.contains("[heat](search/heat/index.md)"))
        #expect(index.contains("[Movies by genre](genre/index.md)"))
    }

    @Test func badSiteFlagsAreUsageErrors() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        for arguments in [["--posters", "sometimes"], ["--format", "pdf"], ["--base-url", "ftp://example.org/"],
                          ["--base-url", "example.org"], ["--base-url", "https://"], ["--base-url", "https://x.example/?q=1"]] {
            let result = try await build(workspace, arguments[0], arguments[1])
            #expect(result.exitCode == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(arguments[0]), "\(arguments): \(result.standardError)")
        }
        #expect(!workspace.exists("site"))
    }

    @Test func helpExplainsTheSiteFlags() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let help = try await workspace.marquee("build", "--help")
        for text in ["--posters", "remote|download|none", "--base-url", "sitemap.xml", "--format", "html|markdown|both"] {
            #expect(help.standardOutput.contains(text), "help lacks \(text)")
        }
    }
}
