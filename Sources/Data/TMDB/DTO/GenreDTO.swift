/// A genre as TMDB names it.
public struct GenreDTO: Codable, Sendable, Hashable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
