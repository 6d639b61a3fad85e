@testable import Application
import Foundation
import TestSupport
import Testing

/// The published site's digest sums up the manifest and every file it lists, without reading
/// them: any of them rewritten, touched or removed changes it; a hard link made elsewhere (as the
/// previous tree makes) does not.
@Suite struct PublishedSiteTests {
    private func site(files: Int) throws -> (TemporaryDirectory, [String]) {
        let folder = try TemporaryDirectory()
        let paths = (0..<files).map { "movie/\($0)/index.html" }
        for path in paths { try folder.write("page \(path)", to: path) }
        try folder.write(Data(SiteManifest(files: paths.sorted()).encoded()), to: SiteManifest.fileName)
        return (folder, paths)
    }

    @Test func theDigestFollowsEveryListedFile() throws {
        // More files than one chunk of stamps, so that the chunks' digests are combined.
        let (folder, paths) = try site(files: 1200)
        defer { folder.remove() }
        let digest = try #require(PublishedSite.digest(output: folder.path))
        #expect(PublishedSite.digest(output: folder.path) == digest, "the same files give the same digest")

        try FileManager.default.linkItem(atPath: folder.path(paths[700]), toPath: folder.path("elsewhere.html"))
        #expect(PublishedSite.digest(output: folder.path) == digest, "a hard link elsewhere changes nothing listed")

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: folder.path(paths[1100]))
        let touched = try #require(PublishedSite.digest(output: folder.path))
        #expect(touched != digest, "a file touched in the last chunk")

        try folder.write("other", to: paths[3])
        #expect(PublishedSite.digest(output: folder.path) != touched, "a file rewritten")

        try FileManager.default.removeItem(atPath: folder.path(paths[900]))
        #expect(PublishedSite.digest(output: folder.path) == nil, "a listed file is gone")
    }

    @Test func noManifestNoDigest() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("page", to: "index.html")
        #expect(PublishedSite.digest(output: folder.path) == nil)
    }
}
