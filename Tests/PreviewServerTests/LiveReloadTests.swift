import Foundation
import HTTPTypes
import NIOCore
@testable import PreviewServer
import Testing

/// Live reload: the script pages get as they are served (never on disk), and the events.
@Suite struct LiveReloadTests {
    @Test func everyServedPageCarriesTheScriptAndTheFilesOnDiskDoNot() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        let onDisk = try #require(site.folder.read("site/index.html"))
        try await site.withServer { client in
            try await client.execute(uri: "/", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page == onDisk.replacingOccurrences(of: "</body>", with: "<script src=\"/__marquee/live-reload.js\"></script>\n</body>"))
                #expect(response.headers[.contentLength] == String(page.utf8.count))
            }
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(String(buffer: response.body).contains("<script src=\"/__marquee/live-reload.js\"></script>\n</BODY>"))
            }
            try await client.execute(uri: "/style.css", method: .get) { response in
                #expect(!String(buffer: response.body).contains("live-reload"))
            }
            try await client.execute(uri: "/__marquee/live-reload.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("new EventSource(\"/__marquee/events\")"))
            }
        }
        #expect(site.folder.read("site/index.html") == onDisk)

        // Off (`--no-watch`): pages are sent as they are.
        try await site.withServer(liveReload: false) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body) == onDisk)
            }
            try await client.execute(uri: "/__marquee/live-reload.js", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aPageWithoutBodyGetsTheScriptAtItsEnd() {
        let page = Array("<p>bare".utf8)
        #expect(LiveReloadScript.inject(into: page) == page + LiveReloadScript.tag)
        let two = Array("<body></body><!-- </body> -->".utf8)
        #expect(String(decoding: LiveReloadScript.inject(into: two), as: UTF8.self).hasSuffix("</body><!-- <script src=\"/__marquee/live-reload.js\"></script>\n</body> -->"))
    }

    @Test func everyKindOfLineEndStartsANewDataLine() {
        // An error message from a CRLF template or config file must not end the event early or
        // put a line without `data:` into the stream.
        #expect(LiveReload.event("failure", "a\r\nb\rc\nd") == "event: failure\ndata: a\ndata: b\ndata: c\ndata: d\n\n")
    }

    @Test func pagesHearOfGoodAndFailedRebuildsAndLateComersOfTheCurrentFailure() async throws {
        let liveReload = LiveReload()
        var first = liveReload.events().makeAsyncIterator()
        let hello = try #require(await first.next())
        #expect(hello.hasPrefix("retry: 500\nevent: hello\ndata: "))

        liveReload.failed("templates/layout.html:3: unclosed section\nsecond line")
        #expect(await first.next() == "event: failure\ndata: templates/layout.html:3: unclosed section\ndata: second line\n\n")
        // A page opened (or reloaded) now is told of the failure at once.
        var late = liveReload.events().makeAsyncIterator()
        _ = await late.next()
        #expect(await late.next()?.hasPrefix("event: failure\n") == true)

        liveReload.reloaded()
        let reload = try #require(await first.next())
        #expect(reload.hasPrefix("event: reload\ndata: "))
        #expect(await late.next() == reload)
        // After a good build, a new page hears no failure, and its generation differs from the first.
        var fresh = liveReload.events().makeAsyncIterator()
        let freshHello = try #require(await fresh.next())
        #expect(freshHello != hello)
        #expect(liveReload.listenerCount == 3)

        liveReload.finish()
        #expect(await first.next() == nil)
        #expect(await fresh.next() == nil)
        var afterwards = liveReload.events().makeAsyncIterator()
        #expect(await afterwards.next() == nil)
    }
}
