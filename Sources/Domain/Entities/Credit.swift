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
    public let movieID: Movie.Identifier

    public init(personKey: String, name: String, role: Role, movieID: Movie.Identifier) {
        self.personKey = personKey
        self.name = name
        self.role = role
        self.movieID = movieID
    }
}
