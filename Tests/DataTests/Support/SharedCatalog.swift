import Data
import Foundation
import TestSupport
import Testing

/// The real catalog, loaded once into a temporary database for every test of a suite marked
/// `.sharedCatalog` (loading is the slow part), and removed when the suite ends.
struct SharedCatalog: Sendable {
    let catalog: SQLiteMoviesCatalog
    let report: CatalogLoadReport
    let databasePath: String

    @TaskLocal static var current: SharedCatalog?

    static func get() throws -> SharedCatalog {
        try #require(current, "mark the suite with .sharedCatalog")
    }
}

struct SharedCatalogTrait: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.path("state/catalog.sqlite")
        let catalog = SQLiteMoviesCatalog(databasePath: databasePath)
        let report = try catalog.prepare()
        print("catalog: loaded \(report.movieCount) films in \(report.duration) (reloaded: \(report.didReload))")
        let shared = SharedCatalog(catalog: catalog, report: report, databasePath: databasePath)
        try await SharedCatalog.$current.withValue(shared) {
            try await function()
        }
    }
}

extension Trait where Self == SharedCatalogTrait {
    /// Loads the real catalog once for the whole suite; read it with `SharedCatalog.get()`.
    static var sharedCatalog: Self { Self() }
}
