import Data
import Foundation
import Infrastructure

/// What `marquee --version` prints: Marquee's version and what a site depends on.
public enum MarqueeVersion {
    /// Marquee's version; raise it with every release.
    public static let number = "0.9.0"

    /// `marquee 0.9.0`, then the catalog (films and source, or the file that replaces it), libcmark
    /// and SQLite, one a line.
    public static func text(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let catalog: String
        switch try? CatalogResource.locate(environment: environment) {
        case .embedded?:
            catalog = "embedded, \(CatalogResource.embeddedMovieCount.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) films "
                + "released up to \(CatalogResource.embeddedLatestYear), from \(CatalogResource.embeddedSource)"
        case let .file(url)?:
            catalog = "\(url.path) (from \(CatalogResource.environmentVariable))"
        case nil:
            catalog = "missing: \(CatalogResource.environmentVariable) names a file that does not exist"
        }
        return """
            marquee \(number)
            catalog: \(catalog)
            libcmark: \(LinkedLibraries.cmark)
            SQLite: \(LinkedLibraries.sqlite)
            """
    }
}
