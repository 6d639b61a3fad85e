import Data
import Foundation
import Logging

extension AppDIContainer {
    /// The memo of the builds of the configured output folder, or nil when this build cannot be
    /// memoized (``AppConfiguration/memoizesBuilds``).
    ///
    /// - Parameters:
    ///   - queries: the parsed query list, in order.
    ///   - templatesDirectory: the folder overriding the built-in templates, if any.
    func makeBuildMemoizer(queries: [String], templatesDirectory: String?, logger: Logger) -> BuildMemoizer? {
        guard configuration.memoizesBuilds, let catalog = moviesSource.catalogFingerprint else { return nil }
        let options = SiteInputs.Options(configuration)
        let fingerprint: @Sendable () -> BuildFingerprint? = {
            SiteInputs.Program.current(templatesDirectory: templatesDirectory).map { program in
                BuildFingerprint(SiteInputs(program: program, options: options, catalog: catalog, queries: queries))
            }
        }
        guard let initial = fingerprint() else { return nil }
        return BuildMemoizer(
            storage: SQLiteBuildMemoStorage(connection: stateDatabase),
            output: configuration.absoluteOutputPath,
            fingerprint: initial,
            currentFingerprint: fingerprint,
            logger: logger
        )
    }
}
