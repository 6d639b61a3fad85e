import Domain
import Foundation
import Infrastructure

/// The movies of one build in a private temporary SQLite database (SQLite deletes the file when
/// the repository goes away), so that a build holds none of them in memory: SQLite's page cache
/// stays bounded whatever the catalog's size. A movie's full record is appended to `record` once
/// (again only when an earlier search finds it later), apart from the small rows that saves look
/// up, so a save never reads a large page back from the file.
///
/// The database is written in one transaction, begun when it is opened and never committed: with
/// no journal, a transaction cannot be rolled back anyway, and each commit walked SQLite's dirty
/// pages (a fifth of the cost of saving a search's films). A save holds `writeLock` so that no
/// other save comes between its reads and its writes.
///
/// `@unchecked Sendable`: the connection is thread-safe, and `personIndex` is only touched
/// holding `personIndexLock` (an `NSLock`, which ThreadSanitizer sees, unlike a contended
/// `Synchronization.Mutex` on Linux).
public final class SQLiteFoundMoviesRepository: FoundMoviesRepository, @unchecked Sendable {
    private let connection: SQLiteConnection
    /// Whether the index by person is made, and how many statements read filmographies before
    /// it was (each scanned every credit).
    private var personIndex = (made: false, scans: 0)
    private let personIndexLock = NSLock()
    /// Guards the saves and what they keep below.
    private let writeLock = NSLock()
    /// Each film saved, with the position of the search it is kept as and its record's id, as the
    /// `movie` table holds them: a save looks its films up here rather than in the table (a
    /// statement a save, on the one path the searches' saves take in turn). Let go of when the
    /// saves end (``savesEnded()``); a save after that looks them up in the table.
    private var saved: [Movie.Identifier: (position: Int, record: Int64)]? = [:]
    /// The id of the next record: records are only appended, numbered from 1.
    private var nextRecord: Int64 = 1
    /// Each film's record, from when the saves end (``savesEnded()``) until a later save, if
    /// any, changes one; reads look records up here rather than in the `movie` table.
    private var records: FoundFilmRecords?
    /// Guards `records`, which reads take side by side.
    private let recordsLock = NSLock()

    /// Opens a new, empty temporary database.
    public init() throws(SQLiteError) {
        connection = try SQLiteConnection(path: "")
        try connection.execute(
            """
            PRAGMA journal_mode = OFF;
            PRAGMA synchronous = OFF;
            PRAGMA cache_size = -\(Self.cacheKibibytes);
            CREATE TABLE record (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
            CREATE TABLE movie (
                id TEXT PRIMARY KEY,
                position INTEGER NOT NULL,
                title TEXT NOT NULL,
                year INTEGER,
                genres TEXT NOT NULL,
                record INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE found_by (
                movie_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                rank INTEGER NOT NULL,
                found_at INTEGER NOT NULL,
                PRIMARY KEY (movie_id, position)
            ) WITHOUT ROWID;
            CREATE TABLE credit (
                person_key TEXT NOT NULL,
                role INTEGER NOT NULL,
                movie_id TEXT NOT NULL,
                name TEXT NOT NULL,
                title TEXT NOT NULL,
                year INTEGER
            );
            BEGIN;
            """
        )
    }

    /// SQLite's page cache for this database. The small `movie` and `found_by` trees (under
    /// 100 bytes a row), which every save looks up at random, stay in it for the embedded
    /// catalog's films; at ten times as many, the pages it does not hold are read back from the
    /// system's file cache, at no cost a build showed, where a cache of 8 MB held 6 MB more at
    /// the build's peak. The records are only appended, and read once at the end.
    private static let cacheKibibytes = 2048

    /// Separates genre names in the `genres` column; no name holds it.
    private static let genreSeparator: Character = "\u{1F}"
    private static let genreSeparatorByte = genreSeparator.asciiValue!

    /// A search's films go in a few statements of several rows each (``rowGroups(_:)``), not
    /// four statements a film: running a statement cost more than the rows it wrote.
    public func save(_ movies: [Movie], foundBy position: Int, firstFound: [Movie.Identifier: Int64]) throws {
        guard !movies.isEmpty else { return }
        var seen = Set<Movie.Identifier>()
        let found = movies.enumerated().filter { seen.insert($0.element.id).inserted }
        try writing { () throws(SQLiteError) in
            if saved == nil { setRecords(nil) }
            let kept = try savedFilms(found.map(\.element.id))
            // Kept as the search earliest in the list showed it.
            let recorded = found.map(\.element).filter { movie in kept[movie.id].map { position < $0.position } ?? true }
            let firstRecord = nextRecord
            nextRecord += Int64(recorded.count)
            for group in Self.rowGroups(recorded.indices) {
                var records: [SQLiteValue] = []
                var rows: [SQLiteValue] = []
                for index in group {
                    let movie = recorded[index]
                    let record = firstRecord + Int64(index)
                    records += [.integer(record), .blob(MovieRecord.encode(movie))]
                    rows += [.text(movie.id), .integer(Int64(position)), .text(movie.title), SQLiteValue(movie.year)]
                    rows += [.text(movie.genres.joined(separator: String(Self.genreSeparator))), .integer(record)]
                }
                try connection.run(Self.recordInsert.text(rows: group.count), records)
                try connection.run(Self.movieUpsert.text(rows: group.count), rows)
            }
            for (index, movie) in recorded.enumerated() {
                saved?[movie.id] = (position, firstRecord + Int64(index))
            }
            let replaced = recorded.compactMap { kept[$0.id]?.record }
            for chunk in Self.chunks(replaced) {
                try connection.run("DELETE FROM record WHERE id IN (\(Self.placeholders(chunk.count)))", chunk.map { .integer($0) })
            }
            for group in Self.rowGroups(found.indices) {
                var rows: [SQLiteValue] = []
                for (rank, movie) in found[group] {
                    rows += [.text(movie.id), .integer(Int64(position)), .integer(Int64(rank)), .integer(firstFound[movie.id] ?? 0)]
                }
                try connection.run(Self.foundByInsert.text(rows: group.count), rows)
            }
        }
    }

    /// The saves are over for this build (its searches are): the lookup they shared is let go of,
    /// all but each film's record, for reads.
    public func savesEnded() {
        writing {
            if let saved { setRecords(FoundFilmRecords(saved)) }
            saved = nil
        }
    }

    private func setRecords(_ records: FoundFilmRecords?) {
        recordsLock.lock()
        defer { recordsLock.unlock() }
        self.records = records
    }

    private func currentRecords() -> FoundFilmRecords? {
        recordsLock.lock()
        defer { recordsLock.unlock() }
        return records
    }

    /// Of the films with `ids`, those saved already: the position of the search each is kept as,
    /// and its record. Called holding `writeLock`.
    private func savedFilms(_ ids: [Movie.Identifier]) throws(SQLiteError) -> [Movie.Identifier: (position: Int, record: Int64)] {
        var kept: [Movie.Identifier: (position: Int, record: Int64)] = [:]
        if let saved {
            for id in ids {
                if let film = saved[id] { kept[id] = film }
            }
            return kept
        }
        for chunk in Self.chunks(ids) {
            for row in try connection.rows(
                "SELECT id, position, record FROM movie WHERE id IN (\(Self.placeholders(chunk.count)))", chunk.map { .text($0) }
            ) {
                kept[try row.string(0)] = (try row.int(1), try row.int64(2))
            }
        }
        return kept
    }

    /// Runs `body` holding `writeLock`.
    private func writing<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        writeLock.lock()
        defer { writeLock.unlock() }
        try body()
    }

    private static let recordInsert = MultiRowInsert("INSERT INTO record (id, data) VALUES (?, ?)")
    private static let movieUpsert = MultiRowInsert(
        "INSERT INTO movie (id, position, title, year, genres, record) VALUES (?, ?, ?, ?, ?, ?)",
        conflict: """
         ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title,
            year = excluded.year, genres = excluded.genres, record = excluded.record
        """
    )
    private static let foundByInsert = MultiRowInsert("INSERT OR IGNORE INTO found_by (movie_id, position, rank, found_at) VALUES (?, ?, ?, ?)")

    /// An `INSERT` of one row of values, written once for each size of ``rowGroups(_:)``: each
    /// statement's text is looked up, not made (with Foundation's search) for every group.
    private struct MultiRowInsert: Sendable {
        private let texts: [Int: String]

        /// - Parameter conflict: what follows the rows (an upsert's clause).
        init(_ insert: String, conflict: String = "") {
            let row = insert[insert.range(of: " VALUES ")!.upperBound...]
            texts = Dictionary(uniqueKeysWithValues: SQLiteFoundMoviesRepository.rowGroupSizes.map { rows in
                (rows, insert + String(repeating: ", " + row, count: rows - 1) + conflict)
            })
        }

        /// The statement of `rows` rows, one of ``rowGroupSizes``.
        func text(rows: Int) -> String {
            texts[rows]!
        }
    }

    /// The sizes of ``rowGroups(_:)``, the largest first.
    private static let rowGroupSizes = [16, 4, 1]

    /// Consecutive groups of `indices` of 16, 4 and 1 rows, the largest first, so that a few SQL
    /// texts (prepared once each) write any number of rows in a few statements.
    private static func rowGroups(_ indices: Range<Int>) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = indices.lowerBound
        for size in rowGroupSizes {
            while indices.upperBound - start >= size {
                groups.append(start..<start + size)
                start += size
            }
        }
        return groups
    }

    public func count() throws -> Int {
        try connection.query("SELECT count(*) FROM movie") { row throws(SQLiteError) in try row.int(0) }.first ?? 0
    }

    public func outlines(after id: Movie.Identifier?, limit: Int) throws -> [MovieOutline] {
        try connection.query(
            "SELECT id, title, year, genres FROM movie WHERE id > ?1 ORDER BY id LIMIT ?2",
            [.text(id ?? ""), .integer(Int64(limit))]
        ) { row throws(SQLiteError) in
            MovieOutline(id: try row.string(0), title: try row.string(1), year: try row.optionalInt(2), genres: Self.genres(in: try row.string(3)))
        }
    }

    public func movies(ids: [Movie.Identifier]) throws -> [Movie] {
        var byID: [Movie.Identifier: Movie] = [:]
        let records = currentRecords()
        let keys: [SQLiteValue] = records.map { records in ids.compactMap { records.record(of: $0).map { .integer($0) } } }
            ?? ids.map { .text($0) }
        for chunk in Self.chunks(keys) {
            let list = Self.placeholders(chunk.count)
            let rows = try connection.rows(
                records == nil
                    ? "SELECT data FROM record WHERE id IN (SELECT record FROM movie WHERE id IN (\(list)))"
                    : "SELECT data FROM record WHERE id IN (\(list))",
                Array(chunk)
            )
            for row in rows {
                guard let movie = MovieRecord.decode(try row.blob(0)) else {
                    throw SQLiteError(step: .read, path: connection.path, code: 11, message: "a found movie's record is damaged", kind: .corrupt)
                }
                byID[movie.id] = movie
            }
        }
        return ids.compactMap { byID[$0] }
    }

    public func positions(ids: [Movie.Identifier]) throws -> [Movie.Identifier: [Int]] {
        var positions: [Movie.Identifier: [Int]] = [:]
        for chunk in Self.chunks(ids) {
            let rows = try connection.rows(
                "SELECT movie_id, position FROM found_by WHERE movie_id IN (\(Self.placeholders(chunk.count))) ORDER BY movie_id, position",
                chunk.map { .text($0) }
            )
            for row in rows {
                positions[try row.string(0), default: []].append(try row.int(1))
            }
        }
        return positions
    }

    /// One statement: the whole table, in its key's order, costs less than a statement a feed.
    public func newestFilms(searchCount: Int, limit: Int) throws -> NewFilmsSelection {
        let rows = try connection.query("SELECT movie_id, position, rank, found_at FROM found_by ORDER BY movie_id, position") { row throws(SQLiteError) in
            NewFilmsSelection.FoundRow(movieID: try row.string(0), position: try row.int(1), rank: try row.int(2), foundAt: try row.int64(3))
        }
        return NewFilmsSelection(foundRows: rows, searchCount: searchCount, limit: limit)
    }

    /// Each film's first date is found in one ordered pass over the table; only the films new
    /// since `time` are joined with their place and rank, and counted in the same statement.
    public func firstFoundOnSite(since time: Int64, limit: Int) throws -> (newest: [FirstFoundMovie], count: Int) {
        var count = 0
        let newest = try connection.query(
            """
            WITH first AS (SELECT movie_id, min(found_at) AS found_at FROM found_by GROUP BY movie_id)
            SELECT f.movie_id, f.found_at, count(*) OVER () AS total, m.position,
                (SELECT rank FROM found_by WHERE movie_id = f.movie_id AND position = m.position) AS rank
            FROM first AS f JOIN movie AS m ON m.id = f.movie_id
            WHERE f.found_at >= ?1
            ORDER BY f.found_at DESC, m.position, rank, f.movie_id LIMIT ?2
            """,
            [.integer(time), .integer(Int64(max(0, limit)))]
        ) { row throws(SQLiteError) in
            count = try row.int(2)
            return FirstFoundMovie(id: try row.string(0), firstFound: try row.int64(1))
        }
        return (newest, count)
    }

    /// Credits are appended in the order the movies' pages are made (a large site has millions,
    /// and inserting them into an index by person at random would miss SQLite's page cache on
    /// most of them); the index is made once, in one sort, when the people are first read.
    /// They go several rows a statement (``rowGroups(_:)``): a statement a row cost a third more
    /// than the rows.
    public func saveCredits(_ credits: [Credit]) throws {
        guard !credits.isEmpty else { return }
        try writing { () throws(SQLiteError) in
            for group in Self.rowGroups(credits.indices) {
                try connection.run(Self.creditInsert.text(rows: group.count), Self.values(of: credits[group]))
            }
        }
    }

    private static let creditInsert = MultiRowInsert("INSERT INTO credit (person_key, role, movie_id, name, title, year) VALUES (?, ?, ?, ?, ?, ?)")

    /// The parameters of credit rows, six a row in the columns' order.
    private static func values(of credits: some Collection<Credit>) -> [SQLiteValue] {
        var values: [SQLiteValue] = []
        values.reserveCapacity(credits.count * 6)
        for credit in credits {
            values += [
                .text(credit.personKey), .integer(Int64(credit.role.rawValue)), .text(credit.film.id), .text(credit.name),
                .text(credit.film.title), SQLiteValue(credit.film.year),
            ]
        }
        return values
    }

    public func personKeys(after key: String?, limit: Int) throws -> [String] {
        try indexCreditsByPerson()
        return try connection.query(
            "SELECT DISTINCT person_key FROM credit WHERE person_key > ?1 ORDER BY person_key LIMIT ?2",
            [.text(key ?? ""), .integer(Int64(max(1, limit)))]
        ) { row throws(SQLiteError) in try row.string(0) }
    }

    /// A build that reads only a few people's filmographies (a rebuild that keeps the others'
    /// pages) scans the credits for them, 256 people a scan, which costs less than sorting every
    /// credit into an index; a few scans on, the index is made.
    public func filmographies(keys: [String]) throws -> [Filmography] {
        var rows: [(key: String, role: Credit.Role, name: String, film: CreditedFilm)] = []
        for chunk in Self.chunks(keys) {
            let scansTooMany = personIndexLock.withLock {
                guard !personIndex.made else { return false }
                personIndex.scans += 1
                return personIndex.scans > Self.scansBeforeIndex
            }
            if scansTooMany { try indexCreditsByPerson() }
            rows += try connection.query(
                """
                SELECT person_key, role, name, movie_id, title, year FROM credit
                WHERE person_key IN (\(Self.placeholders(chunk.count)))
                """,
                chunk.map { .text($0) }
            ) { row throws(SQLiteError) in
                (
                    key: try row.string(0),
                    role: Credit.Role(rawValue: try row.int(1)) ?? .cast,
                    name: try row.string(2),
                    film: CreditedFilm(id: try row.string(3), title: try row.string(4), year: try row.optionalInt(5))
                )
            }
        }
        rows.sort { ($0.key, $0.role.rawValue, $0.film.id) < ($1.key, $1.role.rawValue, $1.film.id) }
        var filmographies: [Filmography] = []
        var start = rows.startIndex
        while start < rows.endIndex {
            let personKey = rows[start].key
            let end = rows[start...].firstIndex { $0.key != personKey } ?? rows.endIndex
            let person = rows[start..<end]
            var entries: [Filmography.Entry] = []
            for row in person where entries.last.map({ $0.role != row.role || $0.film.id != row.film.id }) ?? true {
                entries.append(Filmography.Entry(role: row.role, film: row.film))
            }
            filmographies.append(Filmography(personKey: personKey, name: Self.usualSpelling(person.map(\.name)) ?? personKey, entries: entries))
            start = end
        }
        return filmographies
    }

    static let scansBeforeIndex = 8

    /// Covering (the name and the film's title and year too): a filmography is read from the
    /// index alone, without looking up each credit's row or its film. Made once: no statement is
    /// run for it afterwards.
    private func indexCreditsByPerson() throws(SQLiteError) {
        guard personIndexLock.withLock({ !personIndex.made }) else { return }
        try connection.execute("CREATE INDEX IF NOT EXISTS credit_by_person ON credit (person_key, role, movie_id, name, title, year)")
        personIndexLock.withLock { personIndex.made = true }
    }

    /// The names of a `genres` column.
    private static func genres(in column: String) -> [String] {
        // Split on the byte: a control character is a grapheme of its own, so this cuts where
        // splitting by `Character` would, without walking the graphemes (each film's outline).
        column.isEmpty ? [] : column.utf8.split(separator: genreSeparatorByte, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// The spelling most credits use; of equally common ones, the first in code-point order.
    private static func usualSpelling(_ names: [String]) -> String? {
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }?.key
    }

    /// Bound parameters per statement stay well under SQLite's limit.
    private static func chunks<Value>(_ values: [Value]) -> [ArraySlice<Value>] {
        stride(from: 0, to: values.count, by: 256).map { values[$0..<min($0 + 256, values.count)] }
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
