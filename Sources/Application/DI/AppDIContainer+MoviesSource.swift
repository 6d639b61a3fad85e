import Data
import Domain
import Presentation

extension AppDIContainer {
    /// Where one run's movies come from: the repositories of the chosen source and how its poster
    /// paths become URLs.
    struct MoviesSource {
        let moviesRepository: MoviesRepository
        let movieDetailsRepository: MovieDetailsRepository
        let posterURLBuilder: PosterURLBuilder
        /// Reads films again by their ids, for searches a build replays; nil for TMDB.
        var moviesLookupRepository: MoviesLookupRepository?
        /// Identifies the embedded catalog's contents; nil for a source that can change on its own.
        var catalogFingerprint: String?
        /// The embedded catalog, whose ranking `marquee search --explain` shows; nil for TMDB.
        var catalog: SQLiteMoviesCatalog?

        /// The embedded catalog: no cache in front of it, no images.
        static func local(catalog: SQLiteMoviesCatalog) -> MoviesSource {
            let repository = LocalMoviesRepository(catalog: catalog)
            return MoviesSource(
                moviesRepository: repository,
                movieDetailsRepository: repository,
                posterURLBuilder: .none,
                moviesLookupRepository: repository,
                catalogFingerprint: try? catalog.prepare().fingerprint,
                catalog: catalog
            )
        }
    }
}
