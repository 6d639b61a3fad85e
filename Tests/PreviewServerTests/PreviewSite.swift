import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
@testable import PreviewServer
import TestSupport

/// A small site in `<folder>/site`, with a secret beside it, and the preview application over it.
struct PreviewSite {
    let folder: TemporaryDirectory
    let liveReload = LiveReload()

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

    /// The application as `marquee serve` makes it, live reload on unless told otherwise.
    func application(liveReload isOn: Bool = true) -> some ApplicationProtocol {
        var configuration = PreviewServerConfiguration(root: root, port: 0)
        configuration.liveReload = isOn
        return PreviewServer.application(configuration: configuration, liveReload: liveReload, logger: Logger(label: "test"))
    }

    func remove() {
        folder.remove()
    }
}
