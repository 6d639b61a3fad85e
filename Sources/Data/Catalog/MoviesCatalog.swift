import Domain

/// A searchable list of films kept on this machine.
public protocol MoviesCatalog: Sendable {
    /// One page of the films whose titles contain every word of `query`, best matches first.
    ///
    /// - Parameter page: 1-based.
    func search(query: String, page: Int) throws -> MoviesPage

    /// The film with this id, or nil when the catalog has none.
    func movie(id: Movie.Identifier) throws -> Movie?

    /// The films with these ids that the catalog has, in the order given, as its searches give
    /// them.
    func movies(ids: [Movie.Identifier]) throws -> [Movie]
}
