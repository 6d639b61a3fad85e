import Foundation
import Infrastructure
import Testing

/// The embedded catalog's database lives once per user in the cache folder, not in each folder
/// Marquee runs in.
@Suite struct CatalogCacheCommandTests {
    @Test func aSearchLeavesOnlyTheStateFileAndTheCatalogIsLoadedOncePerUser() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let environment = ["MARQUEE_CACHE_DIR": "", "XDG_CACHE_HOME": workspace.path("xdg"), "HOME": workspace.path("home")]

        let first = try await MarqueeProcess.run(["search", "heat"], in: try folder("first", in: workspace), environment: environment)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardError.contains("Loaded 17472 films into the catalog database \(workspace.path("xdg/marquee/catalog.sqlite"))"))
        #expect(workspace.exists("xdg/marquee/catalog.sqlite"))
        #expect(workspace.files(in: "first") == [".marquee/state.sqlite"])

        // Another folder of the same user reads the same database.
        let second = try await MarqueeProcess.run(["search", "heat"], in: try folder("second", in: workspace), environment: environment)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(!second.standardError.contains("Loaded"))
        #expect(second.standardOutput == first.standardOutput)
        #expect(workspace.files(in: "second") == [".marquee/state.sqlite"])

        // Without XDG_CACHE_HOME, the home's .cache; a relative XDG_CACHE_HOME does not count.
        let home = try await MarqueeProcess.run(["search", "heat"], in: try folder("third", in: workspace),
                                          environment: ["MARQUEE_CACHE_DIR": "", "XDG_CACHE_HOME": "relative", "HOME": workspace.path("home")])
        #expect(home.exitCode == 0, "\(home.standardError)")
        #expect(workspace.exists("home/.cache/marquee/catalog.sqlite"))
    }

    @Test func searchesStartingTogetherShareOneLoad() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let environment = ["MARQUEE_CACHE_DIR": workspace.path("cache")]
        let processes = try (0..<4).map { index in
            let process = MarqueeProcess.make(["search", "alien", "--json"], in: try folder("f\(index)", in: workspace), environment: environment)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { try await MarqueeProcess.finish(process) }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
        let again = try await MarqueeProcess.run(["search", "alien"], in: workspace.path("f0"), environment: environment)
        #expect(again.exitCode == 0)
        #expect(!again.standardError.contains("Loaded"))
        #expect(again.standardOutput.contains("Alien (1979)"))
    }

    /// Another process writing the catalog database (its first load takes many seconds on a busy
    /// machine) is waited for, not taken for an error: the search fails only if it never ends.
    @Test func aSearchWaitsForAnotherProcessWritingTheCatalogDatabase() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.path("cache"), withIntermediateDirectories: true)
        let holder = try SQLiteConnection(path: workspace.path("cache/catalog.sqlite"))
        try holder.execute("BEGIN EXCLUSIVE")
        let process = MarqueeProcess.make(["search", "alien"], in: workspace.path, environment: ["MARQUEE_CACHE_DIR": workspace.path("cache")])
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        try await Task.sleep(for: .seconds(7))
        #expect(process.isRunning, "the search waits while the database is held (longer than SQLite's default five seconds)")
        try holder.execute("ROLLBACK")
        let stderr = try await MarqueeProcess.finish(process, reading: errors)
        #expect(process.terminationStatus == 0, "\(String(decoding: stderr, as: UTF8.self))")
    }

    @Test func anotherCatalogFileKeepsItsDatabaseBesideTheState() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let catalog = try Workspace.embeddedCatalog()
        try workspace.write(catalog, to: "other.tsv")
        let result = try await MarqueeProcess.run(["search", "heat"], in: workspace.path,
                                            environment: ["MARQUEE_CATALOG_TSV": workspace.path("other.tsv"), "MARQUEE_CACHE_DIR": workspace.path("cache")])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(workspace.exists(".marquee/catalog.sqlite"))
        #expect(!workspace.exists("cache/catalog.sqlite"))
    }

    @Test func aCacheFolderThatCannotBeWrittenFallsBackBesideTheState() async throws {
        guard MarqueeProcess.isRoot else {
            print("CatalogCacheCommandTests: the unwritable cache needs root to run as nobody; skipped")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove() }
        try folder("cache", in: workspace)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path("cache"))
        let site = try folder("site", in: workspace)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: site)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path)
        let result = try await MarqueeProcess.run(["search", "heat"], in: site, environment: ["MARQUEE_CACHE_DIR": workspace.path("cache")], asNobody: true)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Heat (1995)"))
        #expect(workspace.exists("site/.marquee/catalog.sqlite"))
        #expect(workspace.files(in: "cache").isEmpty)
    }

    @discardableResult
    private func folder(_ name: String, in workspace: Workspace) throws -> String {
        try FileManager.default.createDirectory(atPath: workspace.path(name), withIntermediateDirectories: true)
        return workspace.path(name)
    }
}
