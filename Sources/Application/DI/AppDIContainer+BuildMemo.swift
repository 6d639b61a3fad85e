import Data
import Foundation
import Logging

extension AppDIContainer {
    /// The memo of the builds of the configured output folder, or nil when this build cannot be
    /// memoized: only the embedded catalog is a fixed input (a remote source can change on its
    /// own, and so can the posters it downloads).
    ///
    /// - Parameters:
    ///   - queries: the parsed query list, in order.
    ///   - templatesDirectory: the folder overriding the built-in templates, if any.
    func makeBuildMemoizer(queries: [String], templatesDirectory: String?, logger: Logger) -> BuildMemoizer? {
        guard configuration.source == .local, configuration.posters != .download,
              let catalog = moviesSource.catalogFingerprint else { return nil }
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
