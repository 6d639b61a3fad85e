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
    /// `12 movies`: how many distinct films of the site the person is in.
    public let countText: String
    /// Director first, then cast; a role without films is left out.
    public let roles: [Role]

    public init(filmography: Filmography, localization: Localization = .english) {
        personKey = filmography.personKey
        name = filmography.name
        countText = localization.count(.movies, Set(filmography.entries.map(\.movie.id)).count)
        roles = Credit.Role.allCases.compactMap { role in
            let outlines = filmography.entries.filter { $0.role == role }.map(\.movie).sorted { a, b in
                if a.year != b.year { return (a.year ?? Int.max) < (b.year ?? Int.max) }
                let titles = (localization.sortableTitle(a.title), localization.sortableTitle(b.title))
                return titles.0 != titles.1 ? titles.0 < titles.1 : a.id < b.id
            }
            guard !outlines.isEmpty else { return nil }
            return Role(
                title: localization.text(role == .director ? .personDirector : .personCast),
                films: outlines.map { Film(id: $0.id, title: $0.title, year: $0.year.map(String.init) ?? "") }
            )
        }
    }
}
