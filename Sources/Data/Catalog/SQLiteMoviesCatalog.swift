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
/// The class is `@unchecked Sendable`: its only mutable state, the connection and load report
/// created on first use, is guarded by an `NSLock`; the connection itself is thread-safe.
public final class SQLiteMoviesCatalog: MoviesCatalog, @unchecked Sendable {
    public static let pageSize = 20
    /// The database path when none is given (the app passes the one in the user's cache folder).
    public static let defaultDatabasePath = ".marquee/catalog.sqlite"

    public let databasePath: String
    private let resourceURL: URL?
    private let lock = NSLock()
    private var loaded: (connection: SQLiteConnection, report: CatalogLoadReport)?
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
        let connection = try prepared().connection
        do {
            let ids = try rankedIDs(query: query, match: match, connection: connection)
            let totalResults = ids.count
            let totalPages = (totalResults + Self.pageSize - 1) / Self.pageSize
            guard page <= totalPages else {
                return MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: [])
            }
            let first = (page - 1) * Self.pageSize
            let movies = try movies(ids: ids[first..<min(first + Self.pageSize, totalResults)], connection: connection)
            return MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: movies)
        } catch {
            throw .database(error)
        }
    }

    /// The film with this id, or nil when there is none (ids that are not numbers included).
    public func movie(id: Movie.Identifier) throws(MoviesCatalogError) -> Movie? {
        guard let rowID = Int64(id) else { return nil }
        if let movie = movieCache.movie(id: rowID) { return movie }
        let connection = try prepared().connection
        do {
            let movie = try connection.query(
                "SELECT \(Movie.catalogColumns) FROM movies AS m WHERE m.id = ?",
                [.integer(rowID)],
                row: Movie.init(catalogRow:)
            ).first
            if let movie { movieCache.store(movie, id: rowID) }
            return movie
        } catch {
            throw .database(error)
        }
    }

    /// The films with these ids, in the order given; ids the catalog does not have (those that
    /// are not numbers included) are left out.
    public func movies(ids: [Movie.Identifier]) throws(MoviesCatalogError) -> [Movie] {
        let rowIDs = ids.compactMap { Int64($0) }
        guard !rowIDs.isEmpty else { return [] }
        let connection = try prepared().connection
        do {
            var movies: [Movie] = []
            movies.reserveCapacity(rowIDs.count)
            // SQLite limits a statement's variables: a few hundred ids a statement.
            for start in stride(from: 0, to: rowIDs.count, by: Self.idsAtOnce) {
                movies += try self.movies(ids: rowIDs[start..<min(start + Self.idsAtOnce, rowIDs.count)], connection: connection)
            }
            return movies
        } catch {
            throw .database(error)
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
        let connection = try prepared().connection
        do {
            return Array(try ranked(query: query, match: match, connection: connection).prefix(limit))
        } catch {
            throw .database(error)
        }
    }

    /// The films with these ids, in the order given: those not read before in one statement.
    private func movies(ids: ArraySlice<Int64>, connection: SQLiteConnection) throws(SQLiteError) -> [Movie] {
        var byID: [Int64: Movie] = [:]
        var missing: [Int64] = []
        for id in ids {
            if let movie = movieCache.movie(id: id) { byID[id] = movie } else { missing.append(id) }
        }
        if !missing.isEmpty {
            let placeholders = Array(repeating: "?", count: missing.count).joined(separator: ", ")
            let rows = try connection.query(
                "SELECT \(Movie.catalogColumns) FROM movies AS m WHERE m.id IN (\(placeholders))",
                missing.map { .integer($0) },
                row: { row throws(SQLiteError) in (try row.int64(0), try Movie(catalogRow: row)) }
            )
            for (id, movie) in rows {
                byID[id] = movie
                movieCache.store(movie, id: id)
            }
        }
        return ids.compactMap { byID[$0] }
    }

    /// How long a process waits for another one loading the same catalog database (a load takes
    /// under a second on an idle machine, many times that on a loaded one, where the default
    /// five seconds made concurrent first searches fail with "database is locked").
    static let loadWaitMilliseconds = 300_000

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
        return (connection, report)
    }
}
