import Infrastructure

/// The schema of the state database (`.marquee/state.sqlite`), one migration per version.
///
/// Append new migrations at the end with the next version number; never edit or reorder the ones
/// already released, since files in the field are at those versions.
public enum StateDatabaseSchema {
    public static let migrations: [SQLiteMigration] = [
        SQLiteMigration(version: 1, sql: """
            CREATE TABLE recent_queries (
                id INTEGER PRIMARY KEY,
                query TEXT NOT NULL,
                normalized_query TEXT NOT NULL UNIQUE,
                sequence INTEGER NOT NULL
            );
            CREATE INDEX recent_queries_by_sequence ON recent_queries (sequence DESC);
            """),
        // The TMDB response cache: search pages by (query, page, language, include_adult, year),
        // and single answers (details, genres, configuration) by endpoint key, as DTO JSON.
        SQLiteMigration(version: 2, sql: """
            CREATE TABLE tmdb_search_cache (
                query TEXT NOT NULL,
                page INTEGER NOT NULL,
                language TEXT NOT NULL,
                include_adult INTEGER NOT NULL,
                year INTEGER NOT NULL,
                response TEXT NOT NULL,
                stored_at INTEGER NOT NULL,
                PRIMARY KEY (query, page, language, include_adult, year)
            ) WITHOUT ROWID;
            CREATE TABLE tmdb_response_cache (
                key TEXT NOT NULL PRIMARY KEY,
                response TEXT NOT NULL,
                stored_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            """),
        // What the last successful build of each output folder was made from (a fingerprint of
        // every input), the recent searches it left and the state of the files it published, so
        // that a build with nothing changed can keep the published site as it is.
        SQLiteMigration(version: 3, sql: """
            CREATE TABLE build_memo (
                output TEXT NOT NULL PRIMARY KEY,
                fingerprint TEXT NOT NULL,
                recents TEXT NOT NULL,
                site TEXT NOT NULL,
                result TEXT NOT NULL,
                stored_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            """),
        // A memo's result in parts of about a megabyte, so that a large site's memo is never one
        // value of tens of megabytes (which SQLite and the program would each copy whole).
        SQLiteMigration(version: 4, sql: """
            CREATE TABLE build_memo_part (
                output TEXT NOT NULL,
                part INTEGER NOT NULL,
                data TEXT NOT NULL,
                PRIMARY KEY (output, part)
            ) WITHOUT ROWID;
            """),
        // When each recent search was made (Unix time in seconds); NULL for searches saved before.
        SQLiteMigration(version: 5, sql: """
            ALTER TABLE recent_queries ADD COLUMN searched_at INTEGER;
            """),
        // Per output folder, when each search was first built and when it first found each film
        // (Unix time in seconds), for the feeds of new films.
        SQLiteMigration(version: 6, sql: """
            CREATE TABLE feed_search (
                output TEXT NOT NULL,
                query TEXT NOT NULL,
                first_built_at INTEGER NOT NULL,
                PRIMARY KEY (output, query)
            ) WITHOUT ROWID;
            CREATE TABLE feed_first_found (
                output TEXT NOT NULL,
                query TEXT NOT NULL,
                movie_id TEXT NOT NULL,
                found_at INTEGER NOT NULL,
                PRIMARY KEY (output, query, movie_id)
            ) WITHOUT ROWID;
            """),
        // What each deploy target holds, object by object, recorded as each upload and delete
        // completes (`marquee deploy`); a target with a row in `deploy_target` has been deployed
        // to from this state, and its `manifest_tag` is set while the rows equal the target's
        // manifest of that tag. `deploy_file_digest` keeps each published file's digests by its
        // stamp, so files a build did not rewrite are not read again. (Version 6 is the feeds'.)
        SQLiteMigration(version: 7, sql: """
            CREATE TABLE deploy_target (
                target TEXT NOT NULL PRIMARY KEY,
                manifest_tag TEXT,
                updated_at INTEGER NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE deploy_object (
                target TEXT NOT NULL,
                key TEXT NOT NULL,
                sha256 TEXT NOT NULL,
                md5 TEXT NOT NULL,
                size INTEGER NOT NULL,
                content_type TEXT NOT NULL,
                cache_control TEXT NOT NULL,
                PRIMARY KEY (target, key)
            ) WITHOUT ROWID;
            CREATE TABLE deploy_file_digest (
                output TEXT NOT NULL,
                key TEXT NOT NULL,
                stamp TEXT NOT NULL,
                sha256 TEXT NOT NULL,
                md5 TEXT NOT NULL,
                size INTEGER NOT NULL,
                PRIMARY KEY (output, key)
            ) WITHOUT ROWID;
            """),
        // The fingerprint of the site the target's manifest of `manifest_tag` was made from
        // (`DeploySiteFingerprint`), so a deploy of that same site reads no records; NULL
        // whenever `manifest_tag` is.
        SQLiteMigration(version: 8, sql: """
            ALTER TABLE deploy_target ADD COLUMN site_fingerprint TEXT;
            """),
        // The memo's parts in a table with row ids, their key in an index of its own: in a table
        // WITHOUT ROWID the key is the whole row, and SQLite compared parts of a megabyte by
        // reading each whole (with a buffer of its size) to find one by its number.
        SQLiteMigration(version: 9, sql: """
            CREATE TABLE build_memo_part_by_row (
                output TEXT NOT NULL,
                part INTEGER NOT NULL,
                data TEXT NOT NULL,
                UNIQUE (output, part)
            );
            INSERT INTO build_memo_part_by_row (output, part, data) SELECT output, part, data FROM build_memo_part;
            DROP TABLE build_memo_part;
            ALTER TABLE build_memo_part_by_row RENAME TO build_memo_part;
            """),
    ]

    /// A migrator over ``migrations``.
    public static var migrator: SQLiteMigrator {
        SQLiteMigrator(migrations: migrations)
    }
}
