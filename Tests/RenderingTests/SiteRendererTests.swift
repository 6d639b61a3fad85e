import Domain
import Presentation
import Rendering
import Testing

@Suite struct SiteRendererTests {
    let renderer = Fixtures.renderer

    @Test func pagesLandAtTheirSitePaths() {
        let search = Fixtures.search("Heat", slug: "heat", pages: 2)
        #expect(renderer.render(IndexPage(siteTitle: "M", searches: [], recentSearches: [])).path == "index.html")
        #expect(renderer.render(RecentSearchesPage(items: [])).path == "recent/index.html")
        #expect(renderer.render(Fixtures.results(search, page: 1, movies: [])).path == "search/heat/index.html")
        #expect(renderer.render(Fixtures.results(search, page: 2, movies: [])).path == "search/heat/page/2/index.html")
        #expect(renderer.render(MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: [])).path == "movie/949/index.html")
    }

    @Test func everyLinkIsRelativeAndNamesAFile() throws {
        let search = Fixtures.search("Heat", slug: "heat", pages: 3)
        let files = [
            renderer.render(IndexPage(siteTitle: "M", searches: [search], recentSearches: [SearchLink(query: "Heat", slug: "heat")])),
            renderer.render(RecentSearchesPage(items: [SearchLink(query: "Heat", slug: "heat")])),
            renderer.render(Fixtures.results(search, page: 2, movies: [Fixtures.heat])),
            renderer.render(MovieDetailsPage(details: Fixtures.details(Fixtures.heat), foundBy: [SearchLink(query: "Heat", slug: "heat")])),
        ]
        for file in files {
            let html = String(decoding: try file.contents, as: UTF8.self)
            for link in HTMLText.attributes("href", in: html) where !link.hasPrefix("https://") && link != "#main" {
                #expect(!link.hasPrefix("/"), "\(file.path): \(link)")
                #expect(link.hasSuffix("/index.html") || link == "index.html" || link.hasSuffix("style.css"), "\(file.path): \(link)")
            }
            for source in HTMLText.attributes("src", in: html) {
                #expect(source.hasSuffix("site.js") || source.hasSuffix("search-index.js") || source.hasPrefix("https://"), "\(file.path): \(source)")
            }
        }
    }

    @Test func resultsPagesLinkToTheirNeighbours() throws {
        let search = Fixtures.search("Heat", slug: "heat", pages: 3)
        func links(_ page: Int) throws -> [String] {
            HTMLText.attributes("href", in: String(decoding: try renderer.render(Fixtures.results(search, page: page, movies: [])).contents, as: UTF8.self))
        }
        #expect(try links(1).contains("page/2/index.html"))
        #expect(try !links(1).contains { $0.contains("page/0") })
        #expect(try links(2).contains("../../index.html"))
        #expect(try links(2).contains("../3/index.html"))
        #expect(try links(3).contains("../2/index.html"))
        #expect(try !links(3).contains("../4/index.html"))
    }

    @Test func renderingIsDeterministic() {
        let page = Fixtures.results(Fixtures.search("Heat", pages: 2), page: 1, movies: Fixtures.trickyMovies + [Fixtures.heat])
        let first = renderer.render(page)
        for _ in 0..<5 {
            #expect(SiteRenderer(templates: .builtIn).render(page) == first)
        }
    }

    @Test func aSingleResultsPageHasNoPagination() throws {
        let html = String(decoding: try renderer.render(Fixtures.results(Fixtures.search("Heat"), page: 1, movies: [Fixtures.heat])).contents, as: UTF8.self)
        #expect(html.contains("Page 1 of 1"))
        #expect(!html.contains("class=\"pagination"))
    }

    @Test func aSearchCutShortByMaxPagesSaysHowManyOfHowManyAreShown() throws {
        let cut = SearchSummary(query: "love", slug: "love", totalResults: 1_226, shownResults: 20, pageCount: 1)
        let html = String(decoding: try renderer.render(Fixtures.results(cut, page: 1, movies: [Fixtures.heat])).contents, as: UTF8.self)
        #expect(html.contains("20 of 1,226 results (the site is built with the first pages only; a larger max-pages fetches more)"), "\(html)")
        let whole = SearchSummary(query: "heat", slug: "heat", totalResults: 1, shownResults: 1, pageCount: 1)
        let complete = String(decoding: try renderer.render(Fixtures.results(whole, page: 1, movies: [Fixtures.heat])).contents, as: UTF8.self)
        #expect(complete.contains("1 result") && !complete.contains(" of 1 result"))
        let korean = SiteRenderer(templates: .builtIn, options: SiteOptions(localization: try Localization.builtIn("ko")))
        let text = String(decoding: try korean.render(Fixtures.results(cut, page: 1, movies: [Fixtures.heat])).contents, as: UTF8.self)
        #expect(text.contains("중 20개"), "\(text)")
    }

    @Test func recentQueryItemsBecomeLinks() {
        let link = SearchLink(MoviesQueriesListItemViewModel(query: "Heat"), slug: "heat")
        #expect(link == SearchLink(query: "Heat", slug: "heat"))
    }

    @Test func theSiteNameIsConfigurable() throws {
        let renderer = SiteRenderer(templates: .builtIn, siteName: "Cinema & Co")
        let html = String(decoding: try renderer.render(RecentSearchesPage(items: [])).contents, as: UTF8.self)
        #expect(html.contains("<title>Recent searches · Cinema &amp; Co</title>"))
        #expect(html.contains(">Cinema &amp; Co</a>"))
    }
}
