import Domain

/// A group of the site's movies that share a genre or a release year.
public struct MovieCollectionViewModel: Sendable, Hashable {
    /// The genre, e.g. `Drama`, or the year, e.g. `1995`.
    public let name: String
    /// What its address is made from, the same in every language: the source's genre name (the
    /// embedded catalog's are English; TMDB's are in the language it was asked in), or the year.
    public let key: String
    /// The collection's page title, e.g. `Drama` or `Movies from 1995`.
    public let screenTitle: String
    /// `1 movie`, `312 movies`.
    public let countText: String
    /// Its movies, sorted by title (without a leading article: `The Godfather` under G), then year, then id.
    public let movieIDs: MovieIDSelection

    /// - Parameter key: defaults to `name`.
    public init(name: String, key: String? = nil, screenTitle: String, movieIDs: [Movie.Identifier], localization: Localization = .english) {
        self.init(name: name, key: key, screenTitle: screenTitle, movieIDs: MovieIDSelection(movieIDs), localization: localization)
    }

    init(name: String, key: String?, screenTitle: String, movieIDs: MovieIDSelection, localization: Localization) {
        self.name = name
        self.key = key ?? name
        self.screenTitle = screenTitle
        self.movieIDs = movieIDs
        countText = localization.count(.movies, movieIDs.count)
    }
}
