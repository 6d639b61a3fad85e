import Foundation
import HTTPTypes
import NIOCore
@testable import PreviewServer
import Testing

/// The preview's file policy and HTTP features, through the server on a loopback port.
@Suite struct PreviewFilePolicyTests {
    @Test func climbingOutIsRefusedInEveryEncoding() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            for path in ["/../secret.txt", "/search/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2E/secret.txt",
                         "/search/..%2f..%2fsecret.txt", "/search/%2e%2e%2F%2e%2e%2Fsecret.txt", "/.%2e/secret.txt"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .forbidden, "\(path) → \(response.status)")
                    #expect(!String(buffer: response.body).contains("secret"), "\(path)")
                }
            }
            // Encoded twice: a folder literally named `%2e%2e`, which is not there.
            try await client.execute(uri: "/%252e%252e/secret.txt", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/bad%zzescape", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func symbolicLinksOutAreRefusedAndLinksInsideFollowed() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.folder.path("site/leak.txt"), withDestinationPath: site.folder.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.folder.path("site/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: site.folder.path("site/alias.css"), withDestinationPath: "style.css")
        try await site.withServer { client in
            for path in ["/leak.txt", "/up/secret.txt"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .forbidden, "\(path) → \(response.status)")
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
            try await client.execute(uri: "/alias.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "body { color: black; }\n")
            }
        }
    }

    @Test func hiddenFilesAndMissingPagesGetTheSites404Page() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            for path in ["/.marquee-manifest.json", "/no/such/page/", "/style.css/", "/search/.hidden"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(String(buffer: response.body).contains("<p>lost</p>"), "\(path)")
                }
            }
            try await client.execute(uri: "/nowhere", method: .head) { response in
                #expect(response.status == .notFound)
                #expect(response.body.readableBytes == 0)
            }
        }
        try FileManager.default.removeItem(atPath: site.folder.path("site/404.html"))
        try await site.withServer { client in
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("There is no page at this address."))
            }
        }
    }

    @Test func aMarkdownOnlySiteSaysHowToReadItAndItsPagesShowAsText() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        for name in ["index.html", "404.html"] { try FileManager.default.removeItem(atPath: site.folder.path("site/\(name)")) }
        try site.folder.write("# Marquee\n\n- [Heat](search/heat/index.md)\n", to: "site/index.md")
        try await site.withServer { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .notFound)
                let page = String(buffer: response.body)
                #expect(page.contains("This site has Markdown pages only (it was built with --format markdown)"), "\(page)")
                #expect(page.contains("<a href=\"/index.md\">index.md</a>"))
            }
            try await client.execute(uri: "/index.md", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                #expect(String(buffer: response.body).hasPrefix("# Marquee"))
            }
        }
    }

    @Test func foldersServeTheirIndexAndAreRedirectedToTheirSlash() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            try await client.execute(uri: "/search/heat/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("heat"))
            }
            try await client.execute(uri: "/search/heat", method: .get) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/search/heat/")
            }
        }
    }

    @Test func headSendsTheHeadersWithoutTheBody() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            let length = try await client.execute(uri: "/style.css", method: .get) { $0.body.readableBytes }
            try await client.execute(uri: "/style.css", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == String(length))
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/style.css", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }

    @Test func anUnchangedFileIsA304ByETagOrDate() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            let (etag, modified) = try await client.execute(uri: "/", method: .get) { response in
                (try #require(response.headers[.eTag]), try #require(response.headers[.lastModified]))
            }
            try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/", method: .get, headers: [.ifModifiedSince: modified]) { response in
                #expect(response.status == .notModified)
            }
            // A rebuild rewrites the page: a new ETag, and the full page again.
            try await Task.sleep(for: .milliseconds(20))
            try site.folder.write("<!doctype html><html><body><h1>home, rebuilt</h1></body></html>\n", to: "site/index.html")
            try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.eTag] != etag)
                #expect(String(buffer: response.body).contains("rebuilt"))
            }
        }
    }

    @Test func rangesAreServed() async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try await site.withServer { client in
            try await client.execute(uri: "/style.css", method: .get, headers: [.range: "bytes=5-9"]) { response in
                #expect(response.status == .partialContent)
                #expect(response.headers[.contentRange] == "bytes 5-9/23")
                #expect(String(buffer: response.body) == "{ col")
            }
            try await client.execute(uri: "/style.css", method: .get, headers: [.range: "bytes=17-"]) { response in
                #expect(response.status == .partialContent)
                #expect(String(buffer: response.body) == "ck; }\n")
            }
            try await client.execute(uri: "/style.css", method: .get, headers: [.range: "bytes=100-200"]) { response in
                #expect(response.status == .rangeNotSatisfiable)
            }
        }
    }

    @Test("every kind of file the site has gets its media type", arguments: [
        ("index.html", "text/html; charset=utf-8"), ("style.css", "text/css; charset=utf-8"),
        ("search.js", "text/javascript; charset=utf-8"), ("sitemap.xml", "application/xml; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"), ("index.md", "text/plain; charset=utf-8"),
        ("search-index.json", "application/json; charset=utf-8"), ("poster.svg", "image/svg+xml; charset=utf-8"),
        ("poster.jpg", "image/jpeg"), ("poster.png", "image/png"), ("poster.webp", "image/webp"),
        ("favicon.ico", "image/vnd.microsoft.icon"), ("site.webmanifest", "application/manifest+json"),
    ])
    func mediaTypes(name: String, expected: String) async throws {
        let site = try PreviewSite()
        defer { site.remove() }
        try site.folder.write("x", to: "site/kinds/\(name)")
        try await site.withServer { client in
            try await client.execute(uri: "/kinds/\(name)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == expected)
            }
        }
    }
}
