@testable import Application
import Foundation
import Rendering
import TestSupport
import Testing

/// `--posters download` against a real HTTP server on loopback: posters are fetched once, kept in
/// the cache for later builds, and what is no poster is refused.
@Suite(.serialized) struct PosterDownloaderTests {
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    /// `scripts/poster_test_server.py`: PNGs under /posters/, an HTML page under /html/, 404 elsewhere.
    private func startPosterServer() throws -> PythonTestServer {
        try PythonTestServer(script: "poster_test_server.py", arguments: ["--max-lifetime", "300"])
    }

    @Test func postersAreFetchedOnceAndCachedAcrossBuilds() async throws {
        let server = try startPosterServer()
        defer { server.stop() }
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let urls = [server.url("posters/a.png"), server.url("posters/b.png"), server.url("posters/a.png")]

        let first = PosterDownloader(cacheDirectory: cache.path, images: try AppDIContainer.makePosterImagesRepository(concurrency: 2))
        let files = await first.fetch(urls)
        #expect(files.map(\.path) == [urls[0], urls[1]].map(SitePath.poster(forURL:)).sorted())
        #expect(try files.allSatisfy { try $0.contents.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
        #expect(first.sitePath(forPosterURL: urls[0]) == SitePath.poster(forURL: urls[0]))
        #expect(await first.fetch(urls).isEmpty, "each poster is staged once per build")
        #expect(try await server.requestCount() == 2)

        let second = PosterDownloader(cacheDirectory: cache.path, images: try AppDIContainer.makePosterImagesRepository(concurrency: 2))
        let again = await second.fetch(urls)
        #expect(again == files)
        #expect(try await server.requestCount() == 2, "a later build takes the posters from the cache")

        let offline = PosterDownloader(cacheDirectory: cache.path, images: nil)
        #expect(await offline.fetch([urls[1]]).map(\.path) == [SitePath.poster(forURL: urls[1])])
    }

    @Test func whatIsNoPosterIsReportedAndLeftOut() async throws {
        let server = try startPosterServer()
        defer { server.stop() }
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let reports = Reports()
        let downloader = PosterDownloader(cacheDirectory: cache.path, images: try AppDIContainer.makePosterImagesRepository(concurrency: 2), report: reports.add)

        let files = await downloader.fetch([server.url("html/page.jpg"), server.url("missing/x.jpg"), "ftp://example.org/x.jpg"])

        #expect(files.isEmpty)
        #expect(downloader.sitePath(forPosterURL: server.url("html/page.jpg")) == nil)
        #expect(reports.all.count == 3)
        #expect(reports.all.contains { $0.contains("html/page.jpg") && $0.contains("not a JPEG, PNG") })
        #expect(reports.all.contains { $0.contains("missing/x.jpg") && $0.contains("404") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)

        let offline = PosterDownloader(cacheDirectory: cache.path, images: nil, report: reports.add)
        #expect(await offline.fetch([server.url("posters/never.png")]).isEmpty)
        #expect(reports.all.last?.contains("--offline") == true)
    }

    @Test func imageKindsAreRecognisedByTheirFirstBytes() {
        #expect(PosterImageKind(Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(PosterImageKind(Data("RIFF1234WEBPVP8 ".utf8)) == .webp)
        #expect(PosterImageKind(Data("GIF89a".utf8)) == .gif)
        #expect(PosterImageKind(Data("<!doctype html>".utf8)) == nil)
        #expect(PosterImageKind(Data()) == nil)
    }
}
