import Data
import Domain
import Foundation
import Testing
import TestSupport

@Suite("Deploy records in the state database (a real SQLite file)")
struct SQLiteDeployRecordStorageTests {
    private func entry(_ key: String, _ text: String, cacheControl: String = "public, max-age=300") -> DeployEntry {
        DeployEntry(file: DeployFile(key: key, contents: Array(text.utf8)), headers: DeployHeaders(contentType: "text/html; charset=utf-8", cacheControl: cacheControl))
    }

    @Test("nothing recorded is nil; uploads and deletes are kept per target across connections")
    func recordsPerTarget() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("state/state.sqlite")
        let connection = try StateDatabase.open(path: path)
        let records = SQLiteDeployRecordStorage(connection: connection, target: "s3://movies/club?region=us-east-1")
        let other = SQLiteDeployRecordStorage(connection: connection, target: "file:///srv/www")
        #expect(try records.manifest() == nil)
        try records.recordUploaded(entry("index.html", "home"))
        try records.recordUploaded(entry("a.html", "a"))
        try records.recordUploaded(entry("a.html", "a, changed", cacheControl: "no-cache"))
        try records.recordDeleted(["index.html"])
        #expect(try other.manifest() == nil)
        try records.recordManifestTag("tag-1", site: "site-1")
        #expect(try records.manifestTag() == "tag-1" && records.siteFingerprint() == "site-1")
        #expect(try other.manifestTag() == nil && other.siteFingerprint() == nil)
        try records.recordDeleted(["nothing-there.html"])
        #expect(try records.manifestTag() == nil, "a change to the records unties them from the manifest")
        #expect(try records.siteFingerprint() == nil, "and from the site it was made from")
        try records.recordManifestTag("tag-2", site: "site-2")
        connection.close()

        let reopened = SQLiteDeployRecordStorage(connection: try StateDatabase.open(path: path), target: "s3://movies/club?region=us-east-1")
        #expect(try reopened.manifest() == DeployManifest(entries: [entry("a.html", "a, changed", cacheControl: "no-cache")]))
        #expect(try reopened.manifestTag() == "tag-2" && reopened.siteFingerprint() == "site-2")
        try reopened.recordUploaded(entry("b.html", "b"))
        #expect(try reopened.siteFingerprint() == nil)
        try reopened.recordManifestTag("tag-3", site: nil)
        #expect(try reopened.manifestTag() == "tag-3" && reopened.siteFingerprint() == nil)
        try reopened.replace(with: DeployManifest())
        #expect(try reopened.manifestTag() == nil)
        #expect(try reopened.manifest() == DeployManifest())
    }

    @Test("a file's digests are its SHA-256 and MD5")
    func digests() {
        let file = DeployFile(key: "a.txt", contents: Array("abc".utf8))
        #expect(file.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(file.md5 == "900150983cd24fb0d6963f7d28e17f72")
        #expect(file.size == 3)
    }

    @Test("the manifest document round-trips, is the same bytes for the same manifest, and garbage is nil")
    func manifestDocument() {
        let manifest = DeployManifest(entries: [entry("b.html", "b"), entry("a.html", "a")])
        let data = DeployManifestDocument.data(of: manifest)
        #expect(DeployManifestDocument.manifest(from: data) == manifest)
        #expect(DeployManifestDocument.data(of: DeployManifest(entries: [entry("a.html", "a"), entry("b.html", "b")])) == data)
        #expect(DeployManifestDocument.manifest(from: Data("not json".utf8)) == nil)
        #expect(DeployManifestDocument.manifest(from: Data(#"{"format": 99, "objects": []}"#.utf8)) == nil)
    }
}
