import Data
import Domain
import Foundation
import Infrastructure
import Logging

/// The one place that knows the app's concrete types: opens the state file and the movie source
/// once, and hands them to the scene container.
public final class AppDIContainer {
    public let configuration: AppConfiguration
    private let logger: Logger
    private let stateDatabase: SQLiteConnection
    private lazy var localMoviesRepository = LocalMoviesRepository(catalog: localCatalog)
    private let localCatalog: SQLiteMoviesCatalog

    /// Opens the state file and the source named by the configuration.
    ///
    /// - Throws: `MarqueeError` with an exit code and a message naming the file and the way out.
    public init(configuration: AppConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        if configuration.source == .tmdb {
            throw MarqueeError(.usage, "The TMDB source is not available in this version; use --source local.")
        }
        do {
            stateDatabase = try StateDatabase.open(path: configuration.statePath)
        } catch {
            throw MarqueeError(.failed, "Cannot open the state file \(configuration.statePath): \(error)")
        }
        localCatalog = SQLiteMoviesCatalog(databasePath: configuration.catalogPath)
        do {
            let load = try localCatalog.prepare()
            if load.didReload {
                logger.info("Loaded \(load.movieCount) films into the catalog database \(configuration.catalogPath) in \(load.duration.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))).")
            }
        } catch {
            throw MarqueeError(.failed, "Cannot open the embedded catalog at \(configuration.catalogPath): \(error)")
        }
    }

    /// The container for the movies search scene.
    ///
    /// - Parameter batch: true for a build, whose searches run side by side: recent searches are
    ///   then written at the end, in the order of the query list.
    public func makeMoviesSceneDIContainer(batch: Bool = false) -> MoviesSceneDIContainer {
        let storage = SQLiteMoviesQueriesStorage(connection: stateDatabase, maxStorageLimit: configuration.recentLimit)
        let moviesQueriesRepository: MoviesQueriesRepository = batch
            ? BufferedMoviesQueriesRepository(storage: storage)
            : DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: storage)
        return MoviesSceneDIContainer(dependencies: .init(
            moviesRepository: localMoviesRepository,
            moviesQueriesRepository: moviesQueriesRepository,
            movieDetailsRepository: localMoviesRepository,
            posterURLBuilder: .none,
            maxPages: configuration.maxPages,
            recentLimit: configuration.recentLimit,
            concurrency: configuration.concurrency
        ))
    }
}
