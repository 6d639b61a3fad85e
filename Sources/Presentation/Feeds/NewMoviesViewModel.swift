/// The home page's films first found by the latest build: a heading, a line saying how many
/// (or that nothing is new), the first of them, and the words of the link to all of them.
public struct NewMoviesViewModel: Sendable, Hashable {
    /// The most films the home page lists; the feed has the rest.
    public static let shownLimit = 12

    /// `New in this build`.
    public let heading: String
    /// `3 films were first found by this build:`, or `Nothing is new in this build.`
    public let summary: String
    /// The first ``shownLimit`` of them.
    public let items: [MoviesListItemViewModel]
    /// `All new films`, the text of the link to the feed.
    public let allNewText: String

    /// - Parameters:
    ///   - count: how many films no search had found before this build.
    ///   - items: those films, the first first; only ``shownLimit`` are kept.
    public init(count: Int, items: [MoviesListItemViewModel], localization: Localization = .english) {
        heading = localization.text(.homeNewTitle)
        summary = count > 0 ? localization.count(.newMovies, count) : localization.text(.homeNothingNew)
        self.items = Array(items.prefix(Self.shownLimit))
        allNewText = localization.text(.homeAllNew)
    }

    /// Whether this build found any film first.
    public var isEmpty: Bool { items.isEmpty }
}
