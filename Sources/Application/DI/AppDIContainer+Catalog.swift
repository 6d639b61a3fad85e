import Data
import Foundation
import Infrastructure
import Logging

extension AppDIContainer {
    /// The embedded catalog's database in the user's cache folder, created when missing. Beside
    /// the state file instead for a catalog named by `MARQUEE_CATALOG_TSV` (a site's own choice,
    /// which must not replace the one every other site shares), and when there is no cache folder
    /// or it cannot be written (a user without a home, a read-only home), so that a search still
    /// works.
    static func catalogPath(configuration: AppConfiguration, logger: Logger) -> String {
        if let override = configuration.environment[CatalogResource.environmentVariable], !override.isEmpty {
            return configuration.catalogPathBesideState
        }
        guard let folder = configuration.cacheFolder else {
            logger.debug("No cache folder (neither \(CacheFolder.environmentVariable), XDG_CACHE_HOME nor HOME is set); the catalog database goes beside the state file.")
            return configuration.catalogPathBesideState
        }
        do {
            try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        } catch {
            logger.debug("The cache folder \(folder.path) (from \(folder.variable)) cannot be made; the catalog database goes beside the state file.")
            return configuration.catalogPathBesideState
        }
        guard access(folder.path, W_OK | X_OK) == 0 else {
            logger.debug("The cache folder \(folder.path) (from \(folder.variable)) is not writable; the catalog database goes beside the state file.")
            return configuration.catalogPathBesideState
        }
        return folder.catalogPath
    }

    /// Opens the catalog database, loading the embedded catalog into it when needed. The database
    /// is only a search index built from catalog.tsv, so one that cannot be used (damaged, another
    /// program's, a newer layout) is deleted and built again, once. A database that fails for
    /// another reason (a full disk, a lock, no write permission) is left as it is.
    static func openCatalog(path: String, logger: Logger) throws -> SQLiteMoviesCatalog {
        do {
            return try loadCatalog(path: path, logger: logger)
        } catch MoviesCatalogError.database(let error) where error.isDamage {
            logger.warning("The catalog database \(path) cannot be used (\(error.message)); rebuilding it from the embedded catalog.")
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
            do {
                return try loadCatalog(path: path, logger: logger)
            } catch {
                throw MarqueeError.storage(error, statePath: "")
                    ?? MarqueeError(.failed, "Cannot build the catalog database at \(path): \(error)")
            }
        } catch {
            if let error = MarqueeError.storage(error, statePath: "") { throw error }
            throw MarqueeError(.failed, "Cannot open the embedded catalog: \(error)")
        }
    }

    private static func loadCatalog(path: String, logger: Logger) throws(MoviesCatalogError) -> SQLiteMoviesCatalog {
        let catalog = SQLiteMoviesCatalog(databasePath: path)
        let load = try catalog.prepare()
        if load.didReload {
            let seconds = load.duration.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))
            logger.info("Loaded \(load.movieCount) films into the catalog database \(path) in \(seconds).")
        }
        return catalog
    }
}

private extension SQLiteError {
    /// True when the file itself is bad (damaged, not SQLite, another layout), so that building
    /// it again is the cure; false for a full disk, a lock or a permission.
    var isDamage: Bool {
        switch kind {
        case .corrupt, .notADatabase, .schemaTooNew, .typeMismatch: true
        case .other: code & 0xFF != 10  // SQLITE_IOERR: the disk failed, not the file
        case .busy, .readOnly, .cannotOpen, .diskFull, .constraint, .invalidMigrations, .closed: false
        }
    }
}
