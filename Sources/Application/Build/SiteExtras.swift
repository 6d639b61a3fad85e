import Presentation
import Rendering

/// What a build gathers for the pages about the whole site: the movies every search showed, the
/// genre and year collections made from them, and the poster downloads.
@MainActor
final class SiteExtras {
    /// Every list item every search showed, in the order they were collected.
    var items: [MoviesListItemViewModel] = []
    /// Made once from ``items`` when first needed, after every search has run.
    var collections: (viewModel: MovieCollectionsViewModel, site: SiteCollections)?
    /// Set for `--posters download`.
    var posterDownloader: PosterDownloader?
}
