import Data
import Foundation
import Infrastructure
import Logging

extension AppDIContainer {
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
