import Domain
import Foundation
import Infrastructure

/// The embedded film catalog, searched through a SQLite full-text index.
///
/// The database file is a cache of catalog.tsv: on first use it is created (with its directory),
/// migrated, and filled from the TSV when it does not hold that exact file yet (see
/// ``CatalogLoadReport``). Neither Python nor the network is needed.
///
/// Search compares the words of titles and queries folded alike (``CatalogTitleFolding``: case,
/// accents, numerals, dotted abbreviations, joined words), and every word of the query must be
/// in the title. Results are ordered by ``CatalogRanking``, which weighs how well the title
/// matches with what the catalog knows of each film; equal inputs always give equal pages.
/// A query's matches are ranked once and kept while its pages are read (see
/// ``RankedResultsCache``); each page's films are then read by id in one statement.
/// ``pageSize`` results make a page; `totalPages` is `ceil(totalResults / pageSize)`, hence 0 when
/// nothing matches. A page past the end has no movies but the true totals.
///
/// The class is `@unchecked Sendable`: its only mutable state, the connections and load report
/// created on first use, is guarded by an `NSLock`; each connection is thread-safe.
public final class SQLiteMoviesCatalog: MoviesCatalog, @unchecked Sendable {
    public static let pageSize = 20
    /// The database path when none is given (the app passes the one in the user's cache folder).
    public static let defaultDatabasePath = ".marquee/catalog.sqlite"

    public let databasePath: String
    private let resourceURL: URL?
    private let lock = NSLock()
    private var loaded: (connection: SQLiteConnection, report: CatalogLoadReport)?
    /// Connections to the loaded database that no read is using. A connection runs one statement
    /// at a time, so searches that read at once (a build's, or the films of replayed ones) each
    /// take one, and another is opened when none is idle: as many as reads ran at once.
    private var idleConnections: [SQLiteConnection] = []
    /// The ranked ids of the queries searched last: a query's pages are cut from one ranking.
    private let rankedResults = RankedResultsCache(capacity: 32)
    /// Films read so far, so that a film listed by several searches is read once.
    private let movieCache = CatalogMovieCache(capacity: 8_192)

    /// - Parameters:
    ///   - databasePath: the SQLite file to keep the catalog in; created when missing.
    ///   - resourceURL: the catalog.tsv to load; nil to use ``CatalogResource/locate(environment:)``
    ///     (`MARQUEE_CATALOG_TSV`, else the embedded catalog).
    public init(databasePath: String = defaultDatabasePath, resourceURL: URL? = nil) {
        self.databasePath = databasePath
        self.resourceURL = resourceURL
    }

    /// Opens the database and loads catalog.tsv into it if needed. Searching does this on its own;
    /// call it to pay the cost up front or to learn what happened. Later calls return the first
    /// call's report.
    @discardableResult
    public func prepare() throws(MoviesCatalogError) -> CatalogLoadReport {
        try prepared().report
    }

    /// Forgets the films and rankings read so far (thousands of films at most). A build calls it
    /// once it reads no more films from the catalog, so that its later steps do not hold them;
    /// a later read only fills them again.
    public func emptyCaches() {
        movieCache.removeAll()
        rankedResults.removeAll()
        // The connections opened besides the first one, and their page caches.
        let closing = lock.withLock {
            let extra = idleConnections.filter { $0 !== loaded?.connection }
            idleConnections.removeAll { $0 !== loaded?.connection }
            return extra
        }
        for connection in closing { connection.close() }
    }

    /// One page of the films whose title or original title contains every word of `query`.
    ///
    /// A query without letters or digits matches nothing (and is not an error).
    ///
    /// - Parameter page: 1-based.
    /// - Throws: ``MoviesCatalogError``.
    public func search(query: String, page: Int) throws(MoviesCatalogError) -> MoviesPage {
        guard page >= 1 else { throw .invalidPage(page) }
        let terms = CatalogSearchTerms(query)
        guard let match = terms.matchExpression else {
            return MoviesPage(page: page, totalPages: 0, totalResults: 0, movies: [])
        }
        return try reading { connection throws(SQLiteError) in
            let ids = try rankedIDs(query: query, match: match, connection: connection)
            let totalResults = ids.count
            let totalPages = (totalResults + Self.pageSize - 1) / Self.pageSize
            guard page <= totalPages else {
                return MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: [])
            }
            let first = (page - 1) * Self.pageSize
            let movies = try movies(ids: ids[first..<min(first + Self.pageSize, totalResults)], connection: connection)
            return MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: movies)
        }
    }

    /// The film with this id, or nil when there is none (ids that are not numbers included).
    public func movie(id: Movie.Identifier) throws(MoviesCatalogError) -> Movie? {
        guard let rowID = Int64(id) else { return nil }
        if let movie = movieCache.movie(id: rowID) { return movie }
        return try reading { connection throws(SQLiteError) in
            let movie = try connection.query(
                "SELECT \(Movie.catalogColumns) FROM movies AS m WHERE m.id = ?",
                [.integer(rowID)],
                row: Movie.init(catalogRow:)
            ).first
            if let movie { movieCache.store(movie, id: rowID) }
            return movie
        }
    }

    /// The films with these ids, in the order given; ids the catalog does not have (those that
    /// are not numbers included) are left out.
    public func movies(ids: [Movie.Identifier]) throws(MoviesCatalogError) -> [Movie] {
        let rowIDs = ids.compactMap { Int64($0) }
        guard !rowIDs.isEmpty else { return [] }
        return try reading { connection throws(SQLiteError) in
            var movies: [Movie] = []
            movies.reserveCapacity(rowIDs.count)
            // SQLite limits a statement's variables: a few hundred ids a statement.
            for start in stride(from: 0, to: rowIDs.count, by: Self.idsAtOnce) {
                movies += try self.movies(ids: rowIDs[start..<min(start + Self.idsAtOnce, rowIDs.count)], connection: connection)
            }
            return movies
        }
    }

    private static let idsAtOnce = 500

    /// Every match of `match`, best first, ranked once per query and kept in ``rankedResults``
    /// while the query is being paged through.
    private func rankedIDs(query: String, match: String, connection: SQLiteConnection) throws(SQLiteError) -> [Int64] {
        let key = match + "\u{0}" + CatalogTitleFolding.readingWords(query).joined(separator: " ")
        if let ids = rankedResults.ids(for: key) { return ids }
        let ids = try ranked(query: query, match: match, connection: connection).map(\.id)
        rankedResults.store(ids, for: key)
        return ids
    }

    private func ranked(query: String, match: String, connection: SQLiteConnection) throws(SQLiteError) -> [CatalogRanking.Signals] {
        let candidates = try connection.query(
            """
            SELECT m.id, m.title, m.year, m.reviews, m.box_office, m.critics_rating, m.ranking_title
            FROM movies_search JOIN movie_ranking AS m ON m.id = movies_search.rowid
            WHERE movies_search MATCH ?
            """,
            [.text(match)]
        ) { row throws(SQLiteError) in
            CatalogRanking.Candidate(
                id: try row.int64(0), title: try row.string(1), year: try row.optionalInt(2),
                reviews: try row.optionalInt(3), boxOffice: try row.optionalDouble(4), rating: try row.optionalDouble(5),
                rankingTitle: try row.string(6)
            )
        }
        return CatalogRanking(query: query).rank(candidates)
    }

    /// The first `limit` matches of `query` with the signals that ranked them, best first, for
    /// `marquee search --explain`.
    public func explain(query: String, limit: Int = SQLiteMoviesCatalog.pageSize) throws(MoviesCatalogError) -> [CatalogRanking.Signals] {
        guard let match = CatalogSearchTerms(query).matchExpression else { return [] }
        return try reading { connection throws(SQLiteError) in
            Array(try ranked(query: query, match: match, connection: connection).prefix(limit))
        }
    }

    /// The films with these ids, in the order given: those not read before in one statement.
    private func movies(ids: ArraySlice<Int64>, connection: SQLiteConnection) throws(SQLiteError) -> [Movie] {
        var found = [Movie?](repeating: nil, count: ids.count)
        // Where each film not read before goes in `found` (an id asked twice, at its first place).
        var places: [Int64: Int] = [:]
        for (place, id) in zip(found.indices, ids) {
            if let movie = movieCache.movie(id: id) {
                found[place] = movie
            } else if places[id] == nil {
                places[id] = place
            }
        }
        if !places.isEmpty {
            var missing = Array(places.keys)
            // The list is filled up to one of a few lengths with an id it holds, so that a few
            // statements, prepared once, serve every read.
            let length = Self.idListLengths.first { $0 >= missing.count } ?? Self.idsAtOnce
            missing += repeatElement(missing[0], count: length - missing.count)
            let rows = try connection.query(
                Self.moviesByIDStatements[length] ?? Self.moviesByID(length),
                missing.map { .integer($0) },
                row: { row throws(SQLiteError) in (try row.int64(0), try Movie(catalogRow: row)) }
            )
            for (id, movie) in rows {
                guard let place = places[id] else { continue }
                found[place] = movie
                movieCache.store(movie, id: id)
            }
        }
        return zip(found, ids).compactMap { movie, id in movie ?? places[id].flatMap { found[$0] } }
    }

    /// The lengths the id list of a read is filled up to; the last is ``idsAtOnce``.
    private static let idListLengths = [8, 32, 128, idsAtOnce]
    private static let moviesByIDStatements = Dictionary(uniqueKeysWithValues: idListLengths.map { ($0, moviesByID($0)) })

    /// The statement that reads the films of a list of `length` ids.
    private static func moviesByID(_ length: Int) -> String {
        "SELECT \(Movie.catalogColumns) FROM movies AS m WHERE m.id IN (\(Array(repeating: "?", count: length).joined(separator: ", ")))"
    }

    /// How long a process waits for another one loading the same catalog database (a load takes
    /// under a second on an idle machine, many times that on a loaded one, where the default
    /// five seconds made concurrent first searches fail with "database is locked").
    static let loadWaitMilliseconds = 300_000

    /// Runs `body` with a connection no other read is using (``idleConnections``), opened when
    /// there is none.
    private func reading<Result>(_ body: (SQLiteConnection) throws(SQLiteError) -> Result) throws(MoviesCatalogError) -> Result {
        let first = try prepared().connection
        let connection: SQLiteConnection
        if let idle = lock.withLock({ idleConnections.popLast() }) {
            connection = idle
        } else {
            do {
                connection = try SQLiteConnection(path: first.path, busyTimeoutMilliseconds: Self.loadWaitMilliseconds)
            } catch {
                throw .database(error)
            }
        }
        defer { lock.withLock { idleConnections.append(connection) } }
        do {
            return try body(connection)
        } catch {
            throw .database(error)
        }
    }

    private func prepared() throws(MoviesCatalogError) -> (connection: SQLiteConnection, report: CatalogLoadReport) {
        lock.lock()
        defer { lock.unlock() }
        if let loaded {
            return loaded
        }
        let resource: CatalogResource
        if let resourceURL {
            resource = .file(resourceURL)
        } else {
            resource = try CatalogResource.locate()
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteDatabaseFile.open(
                path: databasePath, migrator: CatalogDatabaseSchema.migrator, busyTimeoutMilliseconds: Self.loadWaitMilliseconds
            )
        } catch {
            throw .database(error)
        }
        let report = try CatalogLoader(resource: resource, connection: connection).loadIfNeeded()
        loaded = (connection, report)
        idleConnections = [connection]
        return (connection, report)
    }
}
