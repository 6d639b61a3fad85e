import Foundation
import Infrastructure
import TestSupport
import Testing

/// `marquee serve` end to end: the real binary serving a real build over loopback.
@Suite struct ServeCommandTests {
    private static let serveArguments = ["serve", "--port", "0", "--queries", "queries.txt", "--output", "site",
                                         "--state", "state/state.sqlite", "--max-pages", "1"]

    @Test func servesTheSiteRebuildsOnChangeAndStopsOnSIGTERM() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nalien\n", to: "queries.txt")
        let server = try ServedMarquee(Self.serveArguments + ["--watch", "--watch-interval", "0.2"], in: workspace.path)
        defer { server.stop() }

        // The output is missing, so it is built before the Serving line.
        let port = try await server.waitForPort()
        #expect(server.standardOutput.contains("Serving site at http://127.0.0.1:\(port)/ (Ctrl-C to stop)"))
        #expect(workspace.exists("site/index.html"))

        let index = try LoopbackHTTPClient.request("/", port: port)
        #expect(index.status == 200)
        #expect(index.headers["content-type"] == "text/html; charset=utf-8")
        #expect(index.headers["content-length"] == String(index.text.utf8.count))
        #expect(index.text.contains("search/heat/index.html"))
        // Watching (the default), pages are sent with the live-reload script; the file is not touched.
        #expect(index.text.contains("<script src=\"/__marquee/live-reload.js\"></script>"))
        #expect(workspace.read("site/index.html").map { !$0.contains("live-reload") } == true)
        let head = try LoopbackHTTPClient.request("/", method: "HEAD", port: port)
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == index.headers["content-length"])
        #expect(head.body.isEmpty)

        let results = try LoopbackHTTPClient.request("/search/heat/", port: port)
        #expect(results.status == 200)
        #expect(try LoopbackHTTPClient.request("/search/heat", port: port).headers["location"] == "/search/heat/")
        let movieID = try #require(results.text.firstMatch(of: /movie\/([^\/"]+)\/index\.html/)?.1)
        let movie = try LoopbackHTTPClient.request("/movie/\(movieID)/index.html", port: port)
        #expect(movie.status == 200)
        #expect(movie.text.contains("<html"))

        let style = try LoopbackHTTPClient.request("/style.css", port: port)
        #expect(style.status == 200)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.text == workspace.read("site/style.css"))

        let missing = try LoopbackHTTPClient.request("/no/such/page/", port: port)
        #expect(missing.status == 404)
        #expect(missing.text.contains(try #require(workspace.read("site/404.html")).prefix(200)))
        #expect(try LoopbackHTTPClient.request("/.marquee-manifest.json", port: port).status == 404)
        for traversal in ["/../queries.txt", "/%2e%2e/queries.txt", "/search/%2E%2E/%2E%2E/queries.txt"] {
            let refused = try LoopbackHTTPClient.request(traversal, port: port)
            #expect(refused.status == 403, "\(traversal) → \(refused.status)")
            #expect(!refused.text.contains("alien"))
        }
        #expect(try LoopbackHTTPClient.request("/", method: "POST", port: port).status == 405)

        // Editing the query file rebuilds the site, which is served as soon as it is swapped in.
        try workspace.write("heat\nalien\namelie\n", to: "queries.txt")
        let rebuilt = try await server.wait(seconds: 60) {
            try LoopbackHTTPClient.request("/", port: port).text.contains("search/amelie/index.html")
        }
        #expect(rebuilt, "the index never showed the new query; stderr: \(server.standardError)")
        #expect(await server.wait(seconds: 60) { server.standardError.contains("Rebuild after a change to queries.txt: published") })

        // A rebuild that fails is logged and sent to the open pages, and the last good site stays.
        let events = try LoopbackHTTPClient.connect(port: port)
        defer { close(events) }
        try LoopbackHTTPClient.send(Array("GET /__marquee/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), on: events)
        #expect(try LoopbackHTTPClient.read(events, until: "event: hello").hasPrefix("HTTP/1.1 200 OK"))
        try workspace.write(Data("heat\n".utf8) + Data([0xFF, 0xFE, 0x0A]), to: "queries.txt")
        let failed = await server.wait(seconds: 60) { server.standardError.contains("still serving the last good site") }
        #expect(failed, "stderr: \(server.standardError)")
        #expect(server.standardError.contains("queries.txt:2:"))
        let failure = try LoopbackHTTPClient.read(events, until: "not valid UTF-8")
        #expect(failure.contains("event: failure"))
        #expect(failure.contains("data: queries.txt:2:"))
        #expect(try LoopbackHTTPClient.request("/", port: port).text.contains("search/amelie/index.html"))

        server.send(SIGTERM)
        #expect(await server.waitForExit(seconds: 60) == 0, "stderr: \(server.standardError)")
        #expect(server.standardError.contains("Received SIGTERM"))
    }

    @Test func anEditedSettingsFileRebuildsAndABrokenOneKeepsTheLastGoodSite() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("title = \"First Cut\"\n", to: "marquee.toml")
        let server = try ServedMarquee(Self.serveArguments + ["--watch", "--watch-interval", "0.2"], in: workspace.path)
        defer { server.stop() }
        let port = try await server.waitForPort()
        #expect(server.standardError.contains("Watching marquee.toml, queries.txt"), "\(server.standardError)")
        #expect(try LoopbackHTTPClient.request("/", port: port).text.contains("First Cut"))

        try workspace.write("title = \"Second Cut\"\n", to: "marquee.toml")
        #expect(try await server.wait(seconds: 60) { try LoopbackHTTPClient.request("/", port: port).text.contains("Second Cut") },
                "stderr: \(server.standardError)")
        #expect(await server.wait(seconds: 60) { server.standardError.contains("Rebuild after a change to marquee.toml: published") })

        let events = try LoopbackHTTPClient.connect(port: port)
        defer { close(events) }
        try LoopbackHTTPClient.send(Array("GET /__marquee/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), on: events)
        #expect(try LoopbackHTTPClient.read(events, until: "event: hello").hasPrefix("HTTP/1.1 200 OK"))
        try workspace.write("title = \"Unterminated\n", to: "marquee.toml")
        #expect(await server.wait(seconds: 60) { server.standardError.contains("still serving the last good site") }, "stderr: \(server.standardError)")
        #expect(server.standardError.contains("marquee.toml:1:9: the string that starts here is not closed"))
        let failure = try LoopbackHTTPClient.read(events, until: "is not closed")
        #expect(failure.contains("event: failure"))
        #expect(try LoopbackHTTPClient.request("/", port: port).text.contains("Second Cut"))

        try workspace.write("title = \"Third Cut\"\n", to: "marquee.toml")
        #expect(try await server.wait(seconds: 60) { try LoopbackHTTPClient.request("/", port: port).text.contains("Third Cut") },
                "stderr: \(server.standardError)")
        server.send(SIGTERM)
        #expect(await server.waitForExit(seconds: 60) == 0, "stderr: \(server.standardError)")
    }

    /// A signal that comes while a rebuild runs is not lost (it was once dropped while the
    /// rebuild listened too): the server stops as it does between rebuilds.
    @Test func aSIGTERMDuringARebuildStopsTheServer() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let build = try await MarqueeProcess.run(["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "1"], in: workspace.path)
        #expect(build.exitCode == 0, "\(build.standardError)")
        // The rebuild stops itself once its site is published, before it writes its memo.
        let server = try ServedMarquee(Self.serveArguments + ["--watch", "--watch-interval", "0.2"], in: workspace.path,
                                       environment: [PausePoint.environmentVariable: PausePoint.memoWrite.rawValue])
        defer { server.stop() }
        _ = try await server.waitForPort()
        try workspace.write("heat\nalien\n", to: "queries.txt")
        #expect(await server.wait(seconds: 60) { Self.isStopped(server.process.processIdentifier) }, "stderr: \(server.standardError)")
        server.send(SIGTERM)
        server.send(SIGCONT)
        // The server stops (exit 0); the rebuild had published its site, which stays.
        #expect(await server.waitForExit(seconds: 60) == 0, "stderr: \(server.standardError)")
        #expect(server.standardError.contains("Received SIGTERM; stopped"), "stderr: \(server.standardError)")
        #expect(workspace.read("site/index.html")?.contains("search/alien/index.html") == true)
    }

    private static func isStopped(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = status.range(of: ") ", options: .backwards) else { return false }
        return status[end.upperBound...].hasPrefix("T")
    }

    @Test func aPortInUseIsExitOneAndSIGINTStopsCleanly() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let first = try ServedMarquee(Self.serveArguments, in: workspace.path)
        defer { first.stop() }
        let port = try await first.waitForPort()
        #expect(try LoopbackHTTPClient.request("/search/heat/", port: port).status == 200)

        var arguments = Self.serveArguments
        arguments[2] = String(port)
        let second = try ServedMarquee(arguments, in: workspace.path)
        defer { second.stop() }
        #expect(await second.waitForExit(seconds: 60) == 1)
        #expect(second.standardError.contains("Port \(port) on 127.0.0.1 is already in use"))
        #expect(second.standardError.contains("--port"))
        #expect(!second.standardOutput.contains("Serving"))

        first.send(SIGINT)
        #expect(await first.waitForExit(seconds: 60) == 0, "stderr: \(first.standardError)")
    }

    @Test func withoutWatchingPagesAreSentAsTheyAreOnDisk() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let server = try ServedMarquee(Self.serveArguments + ["--no-watch"], in: workspace.path)
        defer { server.stop() }
        let port = try await server.waitForPort()
        let index = try LoopbackHTTPClient.request("/", port: port)
        #expect(index.text == workspace.read("site/index.html"))
        #expect(try LoopbackHTTPClient.request("/__marquee/events", port: port).status == 404)
        #expect(!server.standardError.contains("Watching"))
        server.send(SIGTERM)
        #expect(await server.waitForExit(seconds: 60) == 0, "stderr: \(server.standardError)")
    }

    @Test func badValuesAreUsageErrors() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for arguments in [["serve", "--port", "70000"], ["serve", "--port", "-1"], ["serve", "--port", "http"],
                          ["serve", "--queries", "-"], ["serve", "--max-pages", "0"], ["serve", "--watch-interval", "0"]] {
            let result = try await MarqueeProcess.run(arguments, in: workspace.path)
            #expect(result.exitCode == 2, "\(arguments): \(result.standardError)")
        }
        #expect(!workspace.exists("output"))
        // A negative port is out of range, not a missing value.
        for command in ["serve", "config"] {
            let negative = try await MarqueeProcess.run([command, "--port", "-1"], in: workspace.path)
            #expect(negative.standardError.hasPrefix("marquee: error: --port must be an integer from 0 to 65535."), "\(negative.standardError)")
        }
    }

    @Test func helpSaysItIsForLocalPreviewOnly() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let help = try await workspace.marquee("serve", "--help")
        #expect(help.exitCode == 0)
        for text in ["local preview", "127.0.0.1", "--port", "--watch", "--no-watch", "--queries", "--output", "--templates",
                     "--source", "--state", "--max-pages", "SIGTERM"] {
            #expect(help.standardOutput.contains(text), "help lacks \(text)")
        }
        #expect(try await workspace.marquee("--help").standardOutput.contains("serve"))
    }
}
