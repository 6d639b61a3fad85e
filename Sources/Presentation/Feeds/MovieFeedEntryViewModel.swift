import Domain

/// One film of a feed of new films, every field ready to write.
public struct MovieFeedEntryViewModel: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    /// `Heat (1995)`, or the title alone when the year is unknown.
    public let title: String
    /// When it was first found, RFC 3339 (``FeedTimestamp``).
    public private(set) var updated: String
    /// When it was first found, in seconds since 1970.
    public private(set) var firstFound: Int64
    /// Who directed it, its genres and the searches that found it, e.g.
    /// `Directed by Michael Mann. Action, Crime. Found by “heat”.`
    public let summary: String

    /// - Parameters:
    ///   - firstFound: when it was first found, in seconds since 1970.
    ///   - foundBy: the searches of the site that found it, in the order of the query list.
    public init(movie: Movie, firstFound: Int64, foundBy: [String], localization: Localization = .english) {
        // The year and genres as the film's card shows them, without making the whole card.
        let year = MoviesListItemViewModel.yearText(of: movie)
        let genres = MoviesListItemViewModel.genresText(MoviesListItemViewModel.genreNames(of: movie, localization: localization), localization: localization)
        id = movie.id
        title = year.isEmpty ? movie.title : localization.text(.movieTitleYear, ["title": movie.title, "year": year])
        self.firstFound = firstFound
        updated = FeedTimestamp.rfc3339(firstFound)
        let directors = movie.directors.compactMap(\.trimmedOrNil)
        var sentences: [String] = []
        if !directors.isEmpty { sentences.append(localization.text(.movieDirectedBy, ["directors": localization.list(directors)])) }
        if !genres.isEmpty { sentences.append(localization.text(.feedGenres, ["genres": genres])) }
        if !foundBy.isEmpty {
            sentences.append(localization.text(.feedFoundBy, ["searches": localization.list(foundBy.map(localization.quoted))]))
        }
        summary = sentences.joined(separator: " ")
    }

    /// The same entry in the feed of a search that first found the film at `firstFound` (its
    /// words do not depend on the search).
    public func firstFound(at firstFound: Int64) -> Self {
        guard firstFound != self.firstFound else { return self }
        var entry = self
        entry.firstFound = firstFound
        entry.updated = FeedTimestamp.rfc3339(firstFound)
        return entry
    }
}
