import Domain
import Infrastructure

/// The `feed_search` and `feed_first_found` tables of the state database, for one output folder.
public struct SQLiteFirstFoundRepository: FirstFoundRepository {
    private let connection: SQLiteConnection
    /// The output folder, absolute: each site keeps its own record.
    private let output: String

    /// - Parameter connection: a state database opened with ``StateDatabase/open(path:)``.
    public init(connection: SQLiteConnection, output: String) {
        self.connection = connection
        self.output = output
    }

    public func history(of query: String) throws -> SearchHistory? {
        let key: [SQLiteValue] = [.text(output), .text(query)]
        let built = try connection.query(
            "SELECT first_built_at FROM feed_search WHERE output = ? AND query = ?", key
        ) { row throws(SQLiteError) in try row.int64(0) }
        guard let firstBuilt = built.first else { return nil }
        var firstFound: [Movie.Identifier: Int64] = [:]
        for row in try connection.rows("SELECT movie_id, found_at FROM feed_first_found WHERE output = ? AND query = ?", key) {
            firstFound[try row.string(0)] = try row.int64(1)
        }
        return SearchHistory(firstBuilt: firstBuilt, firstFound: firstFound)
    }

    public func record(builtAt time: Int64, searches: [(query: String, newMovieIDs: [Movie.Identifier])]) throws {
        try connection.transaction { () throws(SQLiteError) in
            try connection.execute("CREATE TEMP TABLE IF NOT EXISTS listed_search (query TEXT PRIMARY KEY) WITHOUT ROWID")
            try connection.execute("DELETE FROM temp.listed_search")
            for search in searches {
                try connection.run("INSERT OR IGNORE INTO temp.listed_search (query) VALUES (?)", [.text(search.query)])
            }
            for table in ["feed_search", "feed_first_found"] {
                try connection.run(
                    "DELETE FROM \(table) WHERE output = ? AND query NOT IN (SELECT query FROM temp.listed_search)", [.text(output)]
                )
            }
            for search in searches {
                try connection.run(
                    "INSERT OR IGNORE INTO feed_search (output, query, first_built_at) VALUES (?, ?, ?)",
                    [.text(output), .text(search.query), .integer(time)]
                )
                for id in search.newMovieIDs {
                    try connection.run(
                        "INSERT OR IGNORE INTO feed_first_found (output, query, movie_id, found_at) VALUES (?, ?, ?, ?)",
                        [.text(output), .text(search.query), .text(id), .integer(time)]
                    )
                }
            }
        }
    }
}
