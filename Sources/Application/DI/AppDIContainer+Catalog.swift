import Data
import Foundation
import Logging

extension AppDIContainer {
    /// Opens the catalog database, loading the embedded catalog into it when needed. The database
    /// is only a search index built from catalog.tsv, so one that cannot be used (damaged, another
    /// program's, a newer layout) is deleted and built again, once.
    static func openCatalog(path: String, logger: Logger) throws -> SQLiteMoviesCatalog {
        do {
            return try loadCatalog(path: path, logger: logger)
        } catch MoviesCatalogError.database(let error) {
            logger.warning("The catalog database \(path) cannot be used (\(error.message)); rebuilding it from the embedded catalog.")
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
            do {
                return try loadCatalog(path: path, logger: logger)
            } catch {
                throw MarqueeError(.failed, "Cannot build the catalog database at \(path): \(error)")
            }
        } catch {
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
