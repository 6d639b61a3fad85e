import Domain
import Infrastructure

/// Which record holds each found film, kept once the saves end so that a read goes straight to
/// `record` by its key: looking the film up in `movie` first took a second page of the file a
/// film, which at ten times the catalog SQLite's cache mostly does not hold (a `pread` each).
///
/// One array sorted by id, 24 bytes a film (2.7 MB at 114,000 films), made in place: a
/// dictionary's table would take twice that.
struct FoundFilmRecords: Sendable {
    private let films: [(id: Movie.Identifier, record: Int64)]

    /// - Parameter saved: each film's record, as the saves kept it.
    init(_ saved: [Movie.Identifier: (position: Int, record: Int64)]) {
        var films: [(id: Movie.Identifier, record: Int64)] = []
        films.reserveCapacity(saved.count)
        for (id, film) in saved {
            films.append((id, film.record))
        }
        films.sort { $0.id < $1.id }
        self.films = films
    }

    /// The record of the film `id`, or nil when no film of that id was saved.
    func record(of id: Movie.Identifier) -> Int64? {
        let low = films.partitioningIndex { $0.id >= id }
        return low < films.count && films[low].id == id ? films[low].record : nil
    }
}
