import Domain
import Infrastructure
import Rendering

/// Each found film's ``Movie/listItemDigest(posters:)``, recorded as its page is made and looked up
/// by the genre and year pages.
///
/// Held as one array of films and digests, sorted by id once the films' pages are made, not as a
/// table: 48 bytes a film rather than a table's 96-144 (a table of 114,000 films has 262,144 slots
/// of 48 bytes; this is 5.5 MB where that was 12.6 MB).
struct ListItemDigests: Sendable {
    private var entries: [(id: Movie.Identifier, digest: PageDigest)] = []
    /// Whether `entries` is sorted by id, with one entry per film.
    private var isSorted = true

    /// Room for `count` films, so that the array is not grown a film at a time (which leaves up to
    /// twice the room it needs).
    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    /// Records the digest of the film with `id`.
    mutating func record(_ digest: PageDigest, of id: Movie.Identifier) {
        if isSorted, let last = entries.last, last.id >= id { isSorted = false }
        entries.append((id, digest))
    }

    /// Sorts the films by id, so that ``subscript(_:)`` finds one in a binary search. A film
    /// recorded twice keeps its digest if both agree, and has none (its pages are made) if not.
    mutating func sort() {
        guard !isSorted else { return }
        entries.sort { $0.id < $1.id }
        var kept = 0, start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].id == entries[start].id { end += 1 }
            if entries[start..<end].allSatisfy({ $0.digest == entries[start].digest }) {
                entries[kept] = entries[start]
                kept += 1
            }
            start = end
        }
        entries.removeLast(entries.count - kept)
        isSorted = true
    }

    /// The digest recorded for the film with `id`; nil when none was. Quick after ``sort()``;
    /// before it, the films are searched one by one.
    subscript(id: Movie.Identifier) -> PageDigest? {
        guard isSorted else {
            let digests = entries.lazy.filter { $0.id == id }.map(\.digest)
            guard let first = digests.first, digests.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        let low = entries.partitioningIndex { $0.id >= id }
        return low < entries.count && entries[low].id == id ? entries[low].digest : nil
    }

    /// How many films have a digest.
    var count: Int { entries.count }

    /// Forgets every digest, and the room they took.
    mutating func removeAll() {
        entries = []
        isSorted = true
    }
}
