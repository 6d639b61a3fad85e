import Data
import Domain
import Foundation
import Infrastructure
import Logging

/// The one place that knows the app's concrete types: opens the state file and the movie source
/// once, and hands them to the scene container.
public final class AppDIContainer {
    public let configuration: AppConfiguration
    let logger: Logger
    let stateDatabase: SQLiteConnection
    let moviesSource: MoviesSource

    /// Opens the state file and the source named by the configuration.
    ///
    /// - Throws: `MarqueeError` with an exit code and a message naming the file and the way out.
    public init(configuration: AppConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        do {
            stateDatabase = try StateDatabase.open(path: configuration.statePath)
        } catch {
            throw MarqueeError.storage(error, statePath: configuration.statePath)
                ?? MarqueeError.unusableState(path: configuration.statePath, reason: error.description)
        }
        switch configuration.source {
        case .local:
            moviesSource = .local(catalog: try Self.openCatalog(path: Self.catalogPath(configuration: configuration, logger: logger), logger: logger))
        case .tmdb:
            moviesSource = try Self.makeTMDBSource(configuration: configuration, stateDatabase: stateDatabase, logger: logger)
        }
    }

    /// The container for the movies search scene.
    ///
    /// - Parameter batch: true for a build, whose searches run side by side: recent searches are
    ///   then written at the end, in the order of the query list.
    public func makeMoviesSceneDIContainer(batch: Bool = false) -> MoviesSceneDIContainer {
        let storage = SQLiteMoviesQueriesStorage(connection: stateDatabase, maxStorageLimit: configuration.recentLimit)
        let buffered = batch ? BufferedMoviesQueriesRepository(storage: storage) : nil
        return MoviesSceneDIContainer(dependencies: .init(
            moviesRepository: moviesSource.moviesRepository,
            moviesQueriesRepository: buffered ?? DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: storage),
            bufferedQueriesRepository: buffered,
            movieDetailsRepository: moviesSource.movieDetailsRepository,
            moviesLookupRepository: moviesSource.moviesLookupRepository,
            emptySourceCaches: { [catalog = moviesSource.catalog] in catalog?.emptyCaches() },
            posterURLBuilder: moviesSource.posterURLBuilder,
            maxPages: configuration.maxPages,
            recentLimit: configuration.recentLimit,
            concurrency: configuration.concurrency,
            siteTitle: configuration.title,
            localization: configuration.language
        ))
    }

    /// Runs `body`, whose writes to the state file all happen or none do. A failure to begin or
    /// end the transaction is logged: `body` records nothing a build needs to publish its site.
    func inStateTransaction(_ body: () -> Void) {
        do {
            try stateDatabase.transaction { () throws(SQLiteError) in body() }
        } catch {
            logger.warning("The state file \(configuration.statePath) could not be updated after publishing: \(error)")
        }
    }
}
