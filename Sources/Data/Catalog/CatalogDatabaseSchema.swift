import Infrastructure

/// The schema of the catalog database (`catalog.sqlite` in the cache folder), a search index rebuilt from
/// catalog.tsv whenever that file changes.
enum CatalogDatabaseSchema {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(version: 1, sql: """
            CREATE TABLE catalog_meta (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE movies (
                id INTEGER PRIMARY KEY,
                imdb_id TEXT,
                title TEXT NOT NULL,
                original_title TEXT,
                year INTEGER,
                released TEXT,
                certification TEXT,
                runtime INTEGER,
                genres TEXT NOT NULL,
                directors TEXT NOT NULL,
                cast_members TEXT NOT NULL,
                languages TEXT NOT NULL,
                countries TEXT NOT NULL,
                awards TEXT,
                critics_rating REAL,
                reviews INTEGER,
                box_office REAL
            );
            CREATE VIRTUAL TABLE movies_search USING fts5 (
                title,
                original_title,
                content = 'movies',
                content_rowid = 'id',
                tokenize = "unicode61 remove_diacritics 2"
            );
            """),
        // The number of words in a title, so that a title made of exactly the searched words ranks
        // first. Forgetting the fingerprint makes the next open reload the catalog to fill it.
        SQLiteMigration(version: 2, sql: """
            ALTER TABLE movies ADD COLUMN title_words INTEGER NOT NULL DEFAULT 0;
            DELETE FROM catalog_meta;
            """),
        // The title's words as search compares them (``CatalogTitleFolding``): the index holds
        // those, so "part 2" finds "Part II" and "et" finds "E.T.". Reloaded as above.
        SQLiteMigration(version: 3, sql: """
            ALTER TABLE movies ADD COLUMN search_title TEXT NOT NULL DEFAULT '';
            DROP TABLE movies_search;
            CREATE VIRTUAL TABLE movies_search USING fts5 (
                search_title,
                content = 'movies',
                content_rowid = 'id',
                tokenize = "unicode61 remove_diacritics 2"
            );
            DELETE FROM catalog_meta;
            """),
        // The title as ranking compares it with the searched words (``CatalogRanking``), folded
        // once here rather than on every search. Reloaded as above.
        SQLiteMigration(version: 4, sql: """
            ALTER TABLE movies ADD COLUMN ranking_title TEXT NOT NULL DEFAULT '';
            DELETE FROM catalog_meta;
            """),
        // What ranking reads of every match, apart from the films' long rows: a search for a
        // common word read a page of `movies` for each of its thousands of matches. Reloaded as
        // above.
        SQLiteMigration(version: 5, sql: """
            CREATE TABLE movie_ranking (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                year INTEGER,
                reviews INTEGER,
                box_office REAL,
                critics_rating REAL,
                ranking_title TEXT NOT NULL
            );
            DELETE FROM catalog_meta;
            """),
    ]

    static var migrator: SQLiteMigrator {
        SQLiteMigrator(migrations: migrations)
    }

    static let insertMovieSQL = """
        INSERT INTO movies (
            id, imdb_id, title, original_title, year, released, certification, runtime, genres, directors,
            cast_members, languages, countries, awards, critics_rating, reviews, box_office, title_words, search_title,
            ranking_title
        ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Copies what ranking reads of each film from the `movies` table to `movie_ranking`.
    static let fillRankingSQL = """
        INSERT INTO movie_ranking (id, title, year, reviews, box_office, critics_rating, ranking_title)
        SELECT id, title, year, reviews, box_office, critics_rating, ranking_title FROM movies
        """

    /// Recomputes the full-text index from the `movies` table.
    static let rebuildSearchIndexSQL = "INSERT INTO movies_search (movies_search) VALUES ('rebuild')"

    static let fingerprintKey = "tsv_fingerprint"
    static let movieCountKey = "movie_count"
}
