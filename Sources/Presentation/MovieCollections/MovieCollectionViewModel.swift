/// A group of the site's movies that share a genre or a release year.
public struct MovieCollectionViewModel: Sendable, Hashable {
    /// The genre, e.g. `Drama`, or the year, e.g. `1995`.
    public let name: String
    /// The collection's page title, e.g. `Drama` or `Movies from 1995`.
    public let screenTitle: String
    /// `1 movie`, `312 movies`.
    public let countText: String
    /// Sorted by title, then year, then id.
    public let items: [MoviesListItemViewModel]

    public init(name: String, screenTitle: String, items: [MoviesListItemViewModel]) {
        self.name = name
        self.screenTitle = screenTitle
        self.items = items
        countText = items.count == 1 ? "1 movie" : "\(DisplayFormat.grouped(items.count)) movies"
    }
}
