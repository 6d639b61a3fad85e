/// A person's part in one movie of the site.
public struct Credit: Sendable, Hashable {
    /// What the person did.
    public enum Role: Int, Sendable, Hashable, CaseIterable {
        case director = 0
        case cast = 1
    }

    /// The person: names that fold to the same key are one person (as a taxonomy term is).
    public let personKey: String
    /// The name as the movie's credits write it.
    public let name: String
    public let role: Role
    /// The movie, as the person's page lists it.
    public let film: CreditedFilm

    public init(personKey: String, name: String, role: Role, film: CreditedFilm) {
        self.personKey = personKey
        self.name = name
        self.role = role
        self.film = film
    }
}
