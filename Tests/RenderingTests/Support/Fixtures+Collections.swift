import Domain
import Presentation
import Rendering

extension Fixtures {
    /// The list items of `collectionMovies` with these ids, in that order.
    static func collectionItems(ids: [String]) -> [MoviesListItemViewModel] {
        let items = Dictionary(collectionMovies.map { ($0.id, item($0)) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { items[$0] }
    }

    /// The search index's entries of `collectionMovies` with these ids, in that order.
    static func collectionSearchEntries(ids: [String]) -> [MovieSearchEntryViewModel] {
        let entries = Dictionary(collectionMovies.map { ($0.id, searchEntry($0)) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { entries[$0] }
    }

    /// Every page of `collections`, filled with the items of `collectionMovies`.
    static func pages(of collections: SiteCollections) -> [CollectionPage] {
        collections.pages.map { $0.page(items: collectionItems(ids: Array($0.movieIDs))) }
    }
}
