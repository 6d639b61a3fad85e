import Domain
import Foundation

/// Films already read from the catalog database, by id: a build reads each film on every page
/// that lists it and again for its own page, and the catalog never changes while it is open.
///
/// Bounded: past `capacity` films it starts over, so a large catalog costs no more memory than a
/// small one.
/// `@unchecked Sendable`: every access holds `lock`.
final class CatalogMovieCache: @unchecked Sendable {
    private let capacity: Int
    private let lock = NSLock()
    private var movies: [Int64: Movie] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    func movie(id: Int64) -> Movie? {
        lock.withLock { movies[id] }
    }

    /// Forgets every film, and the room they took. The films are freed on another thread: a
    /// cache of thousands takes milliseconds to free, which a build's main actor would wait for.
    func removeAll() {
        let forgotten = lock.withLock {
            defer { movies = [:] }
            return movies
        }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(forgotten) {} }
    }

    func store(_ movie: Movie, id: Int64) {
        lock.withLock {
            if movies.count >= capacity { movies.removeAll(keepingCapacity: true) }
            movies[id] = movie
        }
    }
}
