/// The ways the site groups its movies besides searches.
public enum CollectionKind: String, Sendable, Hashable {
    case genre
    case year
}
