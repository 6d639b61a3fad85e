import Domain
import Presentation
import Rendering

extension Fixtures {
    /// The list items of `collectionMovies` with these ids, in that order.
    static func collectionItems(ids: [String]) -> [MoviesListItemViewModel] {
        collectionMovies(ids: ids, as: item)
    }

    /// The search index's entries of `collectionMovies` with these ids, in that order.
    static func collectionSearchEntries(ids: [String]) -> [MovieSearchEntryViewModel] {
        collectionMovies(ids: ids, as: searchEntry)
    }

    /// `collectionMovies` with these ids, in that order, each made into a view model by `make`.
    private static func collectionMovies<ViewModel>(ids: [String], as make: (Movie) -> ViewModel) -> [ViewModel] {
        let made = Dictionary(collectionMovies.map { ($0.id, make($0)) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { made[$0] }
    }

    /// Every page of `collections`, filled with the items of `collectionMovies`.
    static func pages(of collections: SiteCollections) -> [CollectionPage] {
        collections.pages.map { $0.page(items: collectionItems(ids: Array($0.movieIDs))) }
    }
}
