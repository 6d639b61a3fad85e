/// A person's movies on the site, by role.
public struct Filmography: Sendable, Hashable {
    /// One movie, as the person's page lists it.
    public struct Entry: Sendable, Hashable {
        public let role: Credit.Role
        public let film: CreditedFilm

        public init(role: Credit.Role, film: CreditedFilm) {
            self.role = role
            self.film = film
        }
    }

    public let personKey: String
    /// The person's name: the spelling most of their credits use (of equally common ones, the
    /// first in code-point order).
    public let name: String
    public let entries: [Entry]

    public init(personKey: String, name: String, entries: [Entry]) {
        self.personKey = personKey
        self.name = name
        self.entries = entries
    }
}
