/// What a page is, for its layout: the navigation entry it belongs to and its CSS class.
enum PageKind: String {
    case home, results, movie, person, genres, genre, years, year, recent
    case notFound = "not-found"

    /// The entry of the site navigation marked as current.
    var section: NavigationSection? {
        switch self {
        case .home: .searches
        case .genres, .genre: .genres
        case .years, .year: .years
        case .recent: .recent
        case .results, .movie, .person, .notFound: nil
        }
    }
}
