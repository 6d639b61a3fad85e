import Presentation

/// The genre and year pages of a site, made from its movie collections: slugs, page splits and
/// the links a movie's page shows to them.
public struct SiteCollections: Sendable {
    /// Every movie of the site, sorted by title, then year, then id.
    public let movieIDs: [String]
    public let genres: GenresPage
    public let years: YearsPage
    /// Every page of every genre and year, as the ids of the movies it shows: a build fills in
    /// their items one page at a time.
    public let pages: [CollectionPage.Slot]
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
        pages = (genres + years).flatMap { Self.split($0.collection, link: $0.link, paging: paging, titles: viewModel.titles) }
        collectionLinks = CollectionLinks(genres: genreLinks.mapValues(\.slug), years: Array(yearLinks.keys))
    }

    /// The pages of the genres and the year of a movie that the site has, genres first.
    public func links(genres: [String], year: String) -> [CollectionLink] {
        collectionLinks.links(genres: genres, year: year)
    }

    private static func split(
        _ collection: MovieCollectionViewModel, link: CollectionLink, paging: CollectionPaging, titles: [String: String]
    ) -> [CollectionPage.Slot] {
        let ids = collection.movieIDs
        let parts = paging.split(ids)
        let ranges = parts.enumerated().map { position, part in
            CollectionPageRange(
                start: position == 0 ? nil : ids[part.lowerBound],
                firstTitle: part.first.flatMap { titles[ids[$0]] } ?? "",
                lastTitle: part.last.flatMap { titles[ids[$0]] } ?? ""
            )
        }
        return parts.enumerated().map { position, part in
            CollectionPage.Slot(
                link: link, collection: collection, range: ranges[position],
                previous: position > 0 ? ranges[position - 1] : nil,
                next: position + 1 < ranges.count ? ranges[position + 1] : nil,
                index: position == 0 && ranges.count > 1 ? ranges : [],
                movieIDs: Array(ids[part])
            )
        }
    }
}
