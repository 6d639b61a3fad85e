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
        filmCount = filmography.entries.count > 1 ? Set(filmography.entries.map(\.movie.id)).count : filmography.entries.count
        countText = localization.count(.movies, filmCount)
        roles = Credit.Role.allCases.compactMap { role in
            let outlines = Self.chronological(filmography.entries.filter { $0.role == role }.map(\.movie), localization: localization)
            guard !outlines.isEmpty else { return nil }
            return Role(
                title: localization.text(role == .director ? .personDirector : .personCast),
                films: outlines.map { Film(id: $0.id, title: $0.title, year: $0.year.map(String.init) ?? "") }
            )
        }
    }

    /// `films` oldest first (unknown years last), then by sortable title, then by id. Each title's
    /// sort key is made once, not at every comparison: a person at ten times the catalog lists
    /// dozens of films, most of one year.
    private static func chronological(_ films: [MovieOutline], localization: Localization) -> [MovieOutline] {
        guard films.count > 1 else { return films }
        return films.map { (movie: $0, title: localization.sortableTitle($0.title)) }
            .sorted { a, b in
                if a.movie.year != b.movie.year { return (a.movie.year ?? Int.max) < (b.movie.year ?? Int.max) }
                return a.title != b.title ? a.title < b.title : a.movie.id < b.movie.id
            }
            .map(\.movie)
    }
}
