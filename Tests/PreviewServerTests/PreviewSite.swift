import Foundation
import Logging
@testable import PreviewServer
import TestSupport

/// A small site in `<folder>/site`, with a secret beside it, and the preview server over it.
struct PreviewSite {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        try folder.write("<!doctype html><html><body><h1>home</h1></body></html>\n", to: "site/index.html")
        try folder.write("<!doctype html><html><body><p>lost</p></BODY></html>\n", to: "site/404.html")
        try folder.write("body { color: black; }\n", to: "site/style.css")
        try folder.write("<html><body>heat</body></html>", to: "site/search/heat/index.html")
        try folder.write("{\"files\":[]}", to: "site/.marquee-manifest.json")
        try folder.write("secret", to: "secret.txt")
    }

    var root: String { folder.path("site") }

    /// Runs `body` with a client of a preview server over the site, as `marquee serve` makes it
    /// (live reload on unless told otherwise), listening on a loopback port of its own.
    func withServer(liveReload isOn: Bool = true, _ body: (PreviewClient) async throws -> Void) async throws {
        var configuration = PreviewServerConfiguration(root: root, port: 0)
        configuration.liveReload = isOn
        let server = PreviewServer(configuration: configuration, logger: Logger(label: "test"))
        let port = try await server.start()
        do {
            try await body(PreviewClient(port: port))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    func remove() {
        folder.remove()
    }
}
