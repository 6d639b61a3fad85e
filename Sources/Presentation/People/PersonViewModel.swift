import Domain

/// A person's page: their films on the site, by role, each with its year.
public struct PersonViewModel: Sendable, Hashable {
    /// The films of one role, oldest first.
    public struct Role: Sendable, Hashable {
        /// `Director`, `Cast`.
        public let title: String
        public let films: [Film]
    }

    /// One film in a role's list.
    public struct Film: Sendable, Hashable {
        public let id: Movie.Identifier
        public let title: String
        /// The release year, or empty when unknown.
        public let year: String
    }

    public let personKey: String
    public let name: String
    /// How many distinct films of the site the person is in.
    public let filmCount: Int
    /// `12 movies`: ``filmCount`` in words.
    public let countText: String
    /// Director first, then cast; a role without films is left out.
    public let roles: [Role]

    public init(filmography: Filmography, localization: Localization = .english) {
        personKey = filmography.personKey
        name = filmography.name
        filmCount = filmography.entries.count > 1 ? Set(filmography.entries.map(\.film.id)).count : filmography.entries.count
        countText = localization.count(.movies, filmCount)
        roles = Credit.Role.allCases.compactMap { role in
            let films = Self.chronological(filmography.entries.filter { $0.role == role }.map(\.film), localization: localization)
            guard !films.isEmpty else { return nil }
            return Role(
                title: localization.text(role == .director ? .personDirector : .personCast),
                films: films.map { Film(id: $0.id, title: $0.title, year: $0.year.map(String.init) ?? "") }
            )
        }
    }

    /// `films` oldest first (unknown years last), then by sortable title, then by id. Each title's
    /// sort key is made once, not at every comparison: a person at ten times the catalog lists
    /// dozens of films, most of one year.
    private static func chronological(_ films: [CreditedFilm], localization: Localization) -> [CreditedFilm] {
        guard films.count > 1 else { return films }
        return films.map { (film: $0, title: localization.sortableTitle($0.title)) }
            .sorted { a, b in
                if a.film.year != b.film.year { return (a.film.year ?? Int.max) < (b.film.year ?? Int.max) }
                return a.title != b.title ? a.title < b.title : a.film.id < b.film.id
            }
            .map(\.film)
    }
}
