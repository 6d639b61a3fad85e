import Presentation
import Rendering

/// The pages about the whole site: genres and years, the search index, the 404 page and the
/// sitemap; and the posters a site with `--posters download` carries.
extension BuildCoordinator {
    /// Remembers the items a search showed and, with downloaded posters, stages theirs; called
    /// before the search's pages are rendered, so that they can show the copies.
    func collect(_ items: [MoviesListItemViewModel]) async throws {
        siteExtras.items += items
        guard let downloader = siteExtras.posterDownloader else { return }
        let fetched = await downloader.fetch(items.compactMap(\.posterURL))
        try await stage(fetched)
    }

    /// The genre and year pages a movie's page links to.
    func collectionLinks(for details: MovieDetailsViewModel) -> [CollectionLink] {
        collections().site.links(genres: details.genres, year: details.year)
    }

    /// Stages the genre and year pages, the search index, the 404 page and, last, the sitemap
    /// of every page staged.
    func stageSiteExtras() async throws {
        let (viewModel, site) = collections()
        let renderer = self.renderer
        try await stageInParallel(site.pages) { $1.files(for: $0) }
        var files = await Self.render(site, renderer: renderer)
        if let index = renderer.searchIndex(movies: viewModel.movies) { files.append(index) }
        if renderer.options.writesHTML { files.append(renderer.render(NotFoundPage())) }
        try await stage(files)
        if let sitemap = renderer.sitemap(paths: stagedPaths) {
            try await stage([sitemap])
        }
    }

    private func collections() -> (viewModel: MovieCollectionsViewModel, site: SiteCollections) {
        if let collections = siteExtras.collections { return collections }
        let viewModel = MovieCollectionsViewModel(items: siteExtras.items)
        let collections = (viewModel: viewModel, site: SiteCollections(viewModel))
        siteExtras.collections = collections
        return collections
    }

    /// Renders off the main actor.
    private nonisolated static func render(_ site: SiteCollections, renderer: SiteRenderer) async -> [RenderedFile] {
        renderer.files(for: site.genres)
            + renderer.files(for: site.years)
    }
}
