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
        let collections = genres + years
        let parts = collections.map { paging.split($0.collection.movieIDs) }
        let titles = Self.titles(atEdgesOf: parts, of: collections.map(\.collection), in: viewModel)
        pagedCollections = zip(collections, parts).map { PagedCollection($0.collection, link: $0.link, parts: $1, titles: titles) }
        collectionLinks = CollectionLinks(genres: genreLinks.mapValues(\.slug), years: Array(yearLinks.keys))
    }

    /// The titles of the first and last films of each page of `collections`, by id: those a
    /// page's range shows, rather than every film's.
    private static func titles(
        atEdgesOf parts: [[Range<Int>]], of collections: [MovieCollectionViewModel], in viewModel: MovieCollectionsViewModel
    ) -> [String: String] {
        var titles: [String: String] = [:]
        for (collection, parts) in zip(collections, parts) {
            for part in parts where !part.isEmpty {
                titles[collection.movieIDs[part.lowerBound]] = ""
                titles[collection.movieIDs[part.upperBound - 1]] = ""
            }
        }
        for (id, title) in zip(viewModel.movieIDs, viewModel.titles) where titles[id] == "" {
            titles[id] = title
        }
        return titles
    }

    /// Every page of every genre and year, as the ids of the movies it shows: a build fills in
    /// their items one page at a time. Made anew when asked, so that a build holds them only
    /// while it writes them (a page's slot is several hundred bytes; a large site has tens of
    /// thousands of pages).
    public var pages: [CollectionPage.Slot] {
        pages(in: pagedCollections.indices)
    }

    /// The genres and years, by their place in ``pages``, in runs of whole collections of about
    /// `size` pages (a collection of more is a run of its own): a build that makes each run's
    /// ``pages(in:)`` in turn holds one run's slots at a time.
    public func pageRuns(ofAbout size: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0, pageCount = 0
        for (index, collection) in pagedCollections.enumerated() {
            pageCount += collection.pageCount
            if pageCount >= size {
                runs.append(start..<index + 1)
                (start, pageCount) = (index + 1, 0)
            }
        }
        if start < pagedCollections.count { runs.append(start..<pagedCollections.count) }
        return runs
    }

    /// The pages of the genres and years in `collections` (a run of ``pageRuns(ofAbout:)``), in
    /// the order of ``pages``.
    public func pages(in collections: Range<Int>) -> [CollectionPage.Slot] {
        var pages: [CollectionPage.Slot] = []
        pages.reserveCapacity(pagedCollections[collections].reduce(0) { $0 + $1.pageCount })
        for collection in pagedCollections[collections] { collection.appendSlots(to: &pages) }
        return pages
    }

    /// The pages of the genres and the year of a movie that the site has, genres first.
    public func links(genres: [String], year: String) -> [CollectionLink] {
        collectionLinks.links(genres: genres, year: year)
    }
}
