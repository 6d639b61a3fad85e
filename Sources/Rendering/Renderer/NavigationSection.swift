/// The entries of the site navigation, in order.
enum NavigationSection: CaseIterable {
    case searches, genres, years, recent

    var label: String {
        switch self {
        case .searches: "Searches"
        case .genres: "Genres"
        case .years: "Years"
        case .recent: "Recent"
        }
    }

    var path: String {
        switch self {
        case .searches: SitePath.index
        case .genres: SitePath.genres
        case .years: SitePath.years
        case .recent: SitePath.recent
        }
    }
}
