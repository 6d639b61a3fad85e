import Data
import Domain
import Foundation
import Testing
import TestSupport

@Suite("file:// deploy target")
struct DirectoryDeployStorageTests {
    private func entry(_ key: String, _ text: String) -> DeployEntry {
        DeployEntry(file: DeployFile(key: key, contents: Array(text.utf8)), headers: DeployHeaders(contentType: "text/html; charset=utf-8", cacheControl: "public, max-age=300"))
    }

    @Test("uploads land in place, the listing skips dot names, deletes remove emptied folders, the manifest round-trips")
    func roundTrip() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = folder.path("docroot")
        let storage = DirectoryDeployStorage(root: root, name: "file://\(root)")
        #expect(try await storage.fetchManifest(unlessTagged: nil) == .missing)
        #expect(try await storage.listObjects().isEmpty)
        try await storage.upload(entry("index.html", "home"), contents: Array("home".utf8))
        try await storage.upload(entry("movie/1/index.html", "one"), contents: Array("one".utf8))
        try folder.write("private", to: "docroot/.well-known/secret.txt")
        try folder.write("x", to: "docroot/.hidden")
        let listed = try await storage.listObjects().sorted { $0.key < $1.key }
        #expect(listed == [
            RemoteObject(key: "index.html", size: 4, etag: entry("index.html", "home").file.md5),
            RemoteObject(key: "movie/1/index.html", size: 3, etag: entry("m", "one").file.md5),
        ])
        #expect(try String(contentsOfFile: folder.path("docroot/movie/1/index.html"), encoding: .utf8) == "one")
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.path("docroot/index.html"))[.posixPermissions] as? Int
        #expect(permissions == 0o644)

        #expect(try await storage.delete(["movie/1/index.html", "gone.html"]).map(\.key) == ["gone.html"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("docroot/movie")))
        #expect(FileManager.default.fileExists(atPath: folder.path("docroot/.well-known/secret.txt")))

        let manifest = DeployManifest(entries: [entry("index.html", "home")])
        let tag = try await storage.saveManifest(manifest)
        #expect(try await storage.fetchManifest(unlessTagged: nil) == .found(manifest, tag: tag))
        #expect(try await storage.fetchManifest(unlessTagged: tag) == .unchanged)
        #expect(try await storage.listObjects().map(\.key) == ["index.html"])
    }

    @Test("the use case deploys a site into a folder, then finds nothing to send")
    func withUseCase() async throws {
        struct Site: DeploySource {
            let texts: [String: String]
            func files() throws -> [DeployFile] { texts.map { DeployFile(key: $0.key, contents: Array($0.value.utf8)) } }
            func contents(of key: String) throws -> [UInt8] { Array((texts[key] ?? "").utf8) }
            var fingerprint: DeploySiteFingerprint? { nil }
        }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let storage = DirectoryDeployStorage(root: folder.path("www"), name: "file")
        let records = SQLiteDeployRecordStorage(connection: try StateDatabase.open(path: folder.path("state.sqlite")), target: "file")
        let site = Site(texts: ["index.html": "home", "site.css": "body{}", "movie/2/index.html": "two"])
        let useCase = DeploySiteUseCase(source: site, storage: storage, records: records)
        let first = try await useCase.execute(options: DeployOptions())
        #expect(first.uploaded.count == 3 && first.manifestWritten)
        #expect(try String(contentsOfFile: folder.path("www/site.css"), encoding: .utf8) == "body{}")
        let second = try await useCase.execute(options: DeployOptions())
        #expect(second.uploaded.isEmpty && !second.plan.listed && !second.manifestWritten)
    }
}
