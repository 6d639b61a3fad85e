@testable import Application
import Domain
import Foundation
import TestSupport
import Testing

/// The published site as deploy reads it: its fingerprint follows every listed file's stamp and
/// the upload context, and a folder that is not a finished site is refused when the source is made.
@Suite struct PublishedSiteSourceTests {
    private func site(_ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, text) in files { try folder.write(text, to: path) }
        try folder.write(Data(SiteManifest(files: files.keys.sortedTexts()).encoded()), to: SiteManifest.fileName)
        return folder
    }

    @Test func theFingerprintFollowsTheFilesAndTheContext() throws {
        let folder = try site(["index.html": "home", "movie/1/index.html": "one", ".hidden": "not published"])
        defer { folder.remove() }
        let fingerprint = try #require(try PublishedSiteSource(output: folder.path, uploadContext: "rules A").fingerprint)
        #expect(fingerprint.files == 2, "names starting with . are not published")
        #expect(try PublishedSiteSource(output: folder.path, uploadContext: "rules A").fingerprint == fingerprint)
        #expect(try PublishedSiteSource(output: folder.path, uploadContext: "rules B").fingerprint != fingerprint)
        #expect(try PublishedSiteSource(output: folder.path).fingerprint == nil, "no context, no fingerprint")

        try folder.write("one, edited", to: "movie/1/index.html")
        let edited = try PublishedSiteSource(output: folder.path, uploadContext: "rules A")
        #expect(edited.fingerprint != fingerprint && edited.fingerprint != nil)
        #expect(try edited.files().first { $0.key == "movie/1/index.html" } == DeployFile(key: "movie/1/index.html", contents: Array("one, edited".utf8)))
    }

    @Test func aFolderThatIsNotAFinishedSiteIsRefused() throws {
        let folder = try site(["index.html": "home", "movie/1/index.html": "one"])
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path("movie/1/index.html"))
        #expect { try PublishedSiteSource(output: folder.path, uploadContext: "rules") } throws: { error in
            (error as? MarqueeError).map { $0.exitCode == .usage && $0.message.contains("movie/1/index.html, which its manifest lists, is missing") } == true
        }
        try FileManager.default.removeItem(atPath: folder.path(SiteManifest.fileName))
        #expect { try PublishedSiteSource(output: folder.path) } throws: { error in
            (error as? MarqueeError).map { $0.exitCode == .usage && $0.message.contains("is not a finished Marquee site") } == true
        }
    }
}
