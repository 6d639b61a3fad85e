import Presentation

/// The genre and year pages of a site, made from its movie collections: slugs, page splits and
/// the links a movie's page shows to them.
public struct SiteCollections: Sendable {
    /// Movies on one page of a genre or a year, like a page of search results.
    public static let defaultPageSize = 20

    /// Every movie of the site, sorted by title, then year, then id.
    public let movieIDs: [String]
    public let genres: GenresPage
    public let years: YearsPage
    /// Every page of every genre and year, as the ids of the movies it shows: a build fills in
    /// their items one page at a time.
    public let pages: [CollectionPage.Slot]
    private let genreLinks: [String: CollectionLink]
    private let yearLinks: [String: CollectionLink]

    public init(_ viewModel: MovieCollectionsViewModel, pageSize: Int = defaultPageSize) {
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
        pages = (genres + years).flatMap { Self.split($0.collection, link: $0.link, pageSize: max(1, pageSize)) }
        self.genreLinks = genreLinks
        self.yearLinks = yearLinks
    }

    /// The pages of the genres and the year of a movie that the site has, genres first.
    public func links(genres: [String], year: String) -> [CollectionLink] {
        var links: [CollectionLink] = []
        for genre in genres {
            if let link = genreLinks[genre], !links.contains(link) { links.append(link) }
        }
        if let link = yearLinks[year] { links.append(link) }
        return links
    }

    private static func split(_ collection: MovieCollectionViewModel, link: CollectionLink, pageSize: Int) -> [CollectionPage.Slot] {
        let pageCount = max(1, (collection.movieIDs.count + pageSize - 1) / pageSize)
        return (1...pageCount).map { page in
            let ids = collection.movieIDs.dropFirst((page - 1) * pageSize).prefix(pageSize)
            return CollectionPage.Slot(link: link, collection: collection, page: page, pageCount: pageCount, movieIDs: Array(ids))
        }
    }
}
