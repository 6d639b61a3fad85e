import Presentation

/// The genre and year pages of a site, made from its movie collections: slugs, page splits and
/// the links a movie's page shows to them.
public struct SiteCollections: Sendable {
    /// Every movie of the site, sorted by title, then year, then id.
    public let movieIDs: [String]
    public let genres: GenresPage
    public let years: YearsPage
    /// Where each genre's and year's pages break, from which ``pages`` are made.
    private let pagedCollections: [PagedCollection]
    /// The links a movie's page shows to its genres and year.
    public let collectionLinks: CollectionLinks

    public init(_ viewModel: MovieCollectionsViewModel, paging: CollectionPaging = .standard) {
        movieIDs = viewModel.movieIDs
        let slugs = QuerySlugs(queries: viewModel.genres.map(\.key))
        var genreLinks: [String: CollectionLink] = [:]
        for genre in viewModel.genres {
            genreLinks[genre.name] = CollectionLink(kind: .genre, name: genre.name, slug: slugs.slug(for: genre.key))
        }
        var yearLinks: [String: CollectionLink] = [:]
        for year in viewModel.years {
            yearLinks[year.name] = CollectionLink(kind: .year, name: year.name, slug: year.name)
        }
        let genres = viewModel.genres.compactMap { genre in genreLinks[genre.name].map { (link: $0, collection: genre) } }
        let years = viewModel.years.compactMap { year in yearLinks[year.name].map { (link: $0, collection: year) } }
        self.genres = GenresPage(screenTitle: viewModel.screenTitleForGenres, genres: genres)
        self.years = YearsPage(screenTitle: viewModel.screenTitleForYears, decades: viewModel.decades.map { decade in
            YearsPage.Decade(title: decade.title, years: decade.years.compactMap { year in yearLinks[year.name].map { (link: $0, collection: year) } })
        })
        pagedCollections = (genres + years).map { PagedCollection($0.collection, link: $0.link, paging: paging, titles: viewModel.titles) }
        collectionLinks = CollectionLinks(genres: genreLinks.mapValues(\.slug), years: Array(yearLinks.keys))
    }

    /// Every page of every genre and year, as the ids of the movies it shows: a build fills in
    /// their items one page at a time. Made anew when asked, so that a build holds them only
    /// while it writes them (a page's slot is several hundred bytes; a large site has tens of
    /// thousands of pages).
    public var pages: [CollectionPage.Slot] {
        var pages: [CollectionPage.Slot] = []
        pages.reserveCapacity(pagedCollections.reduce(0) { $0 + $1.pageCount })
        for collection in pagedCollections { collection.appendSlots(to: &pages) }
        return pages
    }

    /// The pages of the genres and the year of a movie that the site has, genres first.
    public func links(genres: [String], year: String) -> [CollectionLink] {
        collectionLinks.links(genres: genres, year: year)
    }
}
