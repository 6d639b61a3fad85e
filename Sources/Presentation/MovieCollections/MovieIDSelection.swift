import Domain

/// Some of the movies of a sorted list of ids, in that list's order, held as their places in it:
/// 4 bytes a movie rather than a 16-byte id. A site's genres and years hold each of its films
/// two to four times (about 400,000 at 100,000 films), from the films' pages to the lists.
///
/// Two selections are equal when they hold the same ids in the same order, however they hold them.
public struct MovieIDSelection: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private let all: [Movie.Identifier]
    /// Places in `all`; nil for every movie of `all`, in order.
    private let places: [Int32]?

    /// The movies of `all` at `places`, in that order.
    init(places: [Int32], in all: [Movie.Identifier]) {
        self.all = all
        self.places = places
    }

    /// `ids`, in their order.
    public init(_ ids: [Movie.Identifier]) {
        all = ids
        places = nil
    }

    public init(arrayLiteral ids: Movie.Identifier...) {
        self.init(ids)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { places?.count ?? all.count }

    public subscript(position: Int) -> Movie.Identifier {
        guard let places else { return all[position] }
        return all[Int(places[position])]
    }

    public static func == (lhs: MovieIDSelection, rhs: MovieIDSelection) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for id in self { hasher.combine(id) }
    }
}
