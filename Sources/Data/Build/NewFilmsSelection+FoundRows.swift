import Domain
import Infrastructure

extension NewFilmsSelection {
    /// A row of the found films' `found_by` table: the search at `position` found the film
    /// `movieID` at `rank` of its results, and first did at `foundAt`.
    struct FoundRow {
        let movieID: Movie.Identifier
        let position: Int
        let rank: Int
        let foundAt: Int64
    }

    /// The selection of `rows`, given in ascending order of film id, then of position (the
    /// table's key). Ties are broken as SQLite's `ORDER BY ... movie_id` would, by the ids' bytes.
    init(foundRows rows: [FoundRow], searchCount: Int, limit: Int) {
        let limit = max(0, limit)
        var bySearch = [[FoundRow]](repeating: [], count: searchCount)
        // Each film once, as the earliest search in the list found it, dated by its first finding.
        var onSite: [FoundRow] = []
        var start = rows.startIndex
        while start < rows.endIndex {
            let id = rows[start].movieID
            var end = start
            var firstFound = rows[start].foundAt
            while end < rows.endIndex, rows[end].movieID == id {
                firstFound = min(firstFound, rows[end].foundAt)
                if bySearch.indices.contains(rows[end].position) { bySearch[rows[end].position].append(rows[end]) }
                end += 1
            }
            onSite.append(FoundRow(movieID: id, position: rows[start].position, rank: rows[start].rank, foundAt: firstFound))
            start = end
        }
        let newestFirst = { (a: FoundRow, b: FoundRow) -> Bool in
            if a.foundAt != b.foundAt { return a.foundAt > b.foundAt }
            if a.position != b.position { return a.position < b.position }
            if a.rank != b.rank { return a.rank < b.rank }
            return a.movieID.utf8.lexicographicallyPrecedes(b.movieID.utf8)
        }
        let newest = { (rows: [FoundRow]) in Self.first(limit, of: rows, by: newestFirst).map { FirstFoundMovie(id: $0.movieID, firstFound: $0.foundAt) } }
        let selectedBySearch = bySearch.map(newest)
        let selectedOnSite = newest(onSite)
        var selected = Set(selectedOnSite.map(\.id))
        for films in selectedBySearch { selected.formUnion(films.map(\.id)) }
        var positions: [Movie.Identifier: [Int]] = [:]
        positions.reserveCapacity(selected.count)
        for row in rows where selected.contains(row.movieID) {
            positions[row.movieID, default: []].append(row.position)
        }
        self.init(bySearch: selectedBySearch, onSite: selectedOnSite, positions: positions)
    }

    /// The first `count` of `rows` in the order of `precedes`, in that order, without sorting the
    /// others: most of the site's films are older than the `count` newest seen so far.
    private static func first(_ count: Int, of rows: [FoundRow], by precedes: (FoundRow, FoundRow) -> Bool) -> [FoundRow] {
        guard count > 0 else { return [] }
        var kept: [FoundRow] = []
        kept.reserveCapacity(min(count, rows.count) + 1)
        for row in rows {
            if kept.count == count, let last = kept.last, !precedes(row, last) { continue }
            kept.insert(row, at: kept.partitioningIndex { precedes(row, $0) })
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }
}
