import Presentation

/// The entries of the site navigation, in order.
enum NavigationSection: CaseIterable {
    case searches, genres, years, recent

    func label(_ localization: Localization) -> String {
        switch self {
        case .searches: localization.text(.navigationSearches)
        case .genres: localization.text(.navigationGenres)
        case .years: localization.text(.navigationYears)
        case .recent: localization.text(.navigationRecent)
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
