import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct StaticPathResolverTests {
    /// A site in `<folder>/site`, with a secret beside it.
    private func makeSite() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("home", to: "site/index.html")
        try folder.write("body {}", to: "site/style.css")
        try folder.write("heat", to: "site/search/heat/index.html")
        try folder.write("poster", to: "site/images/empty/readme.txt")
        try folder.write("manifest", to: "site/.marquee-manifest.json")
        try folder.write("secret", to: "secret.txt")
        return folder
    }

    private func real(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    @Test func servesFilesAndFolderIndexes() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("site"))
        #expect(resolver.resolve("/") == .file(real(folder.path("site/index.html"))))
        #expect(resolver.resolve("/style.css") == .file(real(folder.path("site/style.css"))))
        #expect(resolver.resolve("/search/heat/") == .file(real(folder.path("site/search/heat/index.html"))))
        #expect(resolver.resolve("/search//heat/./index.html") == .file(real(folder.path("site/search/heat/index.html"))))
    }

    /// A search named in Hangul (`marquee build --language ko`) is linked percent-encoded; the
    /// preview decodes the link to the folder's own name, and redirects to it encoded.
    @Test func aFolderNamedInAnotherScriptIsServedFromItsEncodedLink() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        try folder.write("parasite", to: "site/search/기생충/index.html")
        let resolver = StaticPathResolver(root: folder.path("site"))
        let decoded = try #require(StaticPathResolver.decodedPath(of: "/search/%EA%B8%B0%EC%83%9D%EC%B6%A9/index.html"))
        #expect(decoded == "/search/기생충/index.html")
        #expect(resolver.resolve(decoded) == .file(real(folder.path("site/search/기생충/index.html"))))
        #expect(resolver.resolve("/search/기생충") == .redirect(location: "/search/%EA%B8%B0%EC%83%9D%EC%B6%A9/"))
    }

    @Test func aFolderWithoutItsSlashIsRedirected() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("site"))
        #expect(resolver.resolve("/search/heat") == .redirect(location: "/search/heat/"))
        #expect(resolver.resolve("//search") == .redirect(location: "/search/"))
    }

    @Test func missingHiddenAndIndexlessPathsAreNotFound() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("site"))
        #expect(resolver.resolve("/nope.html") == .notFound)
        #expect(resolver.resolve("/style.css/") == .notFound)
        #expect(resolver.resolve("/.marquee-manifest.json") == .notFound)
        #expect(resolver.resolve("/images/empty/") == .notFound)
        #expect(resolver.notFoundPage() == nil)
    }

    @Test func climbingOutIsForbiddenEncodedOrNot() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("site"))
        for path in ["/../secret.txt", "/search/../../secret.txt", "/..", "/search/heat/../../../secret.txt"] {
            guard case .forbidden = resolver.resolve(path) else {
                Issue.record("\(path) was not refused")
                continue
            }
        }
        let decoded = try #require("/%2e%2e/%2E%2E/secret.txt".removingPercentEncoding)
        guard case .forbidden = resolver.resolve(decoded) else {
            Issue.record("encoded .. was not refused")
            return
        }
    }

    @Test func symbolicLinksMayNotLeadOutside() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("site/leak.txt"), withDestinationPath: folder.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("site/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("site/alias.css"), withDestinationPath: "style.css")
        let resolver = StaticPathResolver(root: folder.path("site"))

        guard case .forbidden = resolver.resolve("/leak.txt") else { Issue.record("a link outside was followed"); return }
        guard case .forbidden = resolver.resolve("/up/secret.txt") else { Issue.record("a folder link outside was followed"); return }
        #expect(resolver.resolve("/alias.css") == .file(real(folder.path("site/style.css"))))
    }

    @Test func aRootThatIsALinkIsFollowed() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("current"), withDestinationPath: folder.path("site"))
        let resolver = StaticPathResolver(root: folder.path("current"))
        #expect(resolver.resolve("/style.css") == .file(real(folder.path("site/style.css"))))
    }

    @Test func theRootIsResolvedAgainForEveryPath() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("site"))
        #expect(resolver.resolve("/search/heat/") != .notFound)

        // Publish a new version the way a build does: the folder is replaced by another one.
        try folder.write("new home", to: "next/index.html")
        try folder.write("custom", to: "next/404.html")
        try FileManager.default.moveItem(atPath: folder.path("site"), toPath: folder.path("old"))
        try FileManager.default.moveItem(atPath: folder.path("next"), toPath: folder.path("site"))

        #expect(resolver.resolve("/search/heat/") == .notFound)
        #expect(resolver.resolve("/") == .file(real(folder.path("site/index.html"))))
        #expect(resolver.notFoundPage() == real(folder.path("site/404.html")))
    }

    @Test func aMissingRootServesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let resolver = StaticPathResolver(root: folder.path("not-built-yet"))
        #expect(resolver.resolve("/") == .notFound)
        #expect(resolver.resolve("/index.html") == .notFound)
    }

    @Test func redirectLocationsAreEncoded() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("x", to: "site/été 2/index.html")
        let resolver = StaticPathResolver(root: folder.path("site"))
        #expect(resolver.resolve("/été 2") == .redirect(location: "/%C3%A9t%C3%A9%202/"))
    }

    @Test func requestPathsAreDecodedOnceAndNULIsRefused() {
        #expect(StaticPathResolver.decodedPath(of: "/%C3%A9t%C3%A9%202/") == "/été 2/")
        #expect(StaticPathResolver.decodedPath(of: "/%252e%252e/") == "/%2e%2e/")
        #expect(StaticPathResolver.decodedPath(of: "/a%00b") == nil)
        #expect(StaticPathResolver.decodedPath(of: "/bad%zz") == nil)
    }

    /// Found by FuzzStaticPath: a NUL followed by a combining mark is one `Character`, so a
    /// character test let it through, and the C calls then read `/link%00\u{0306}x` as `/link`.
    @Test func aNULJoinedToACombiningMarkIsRefusedToo() throws {
        let folder = try makeSite()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("site/link"), withDestinationPath: "/")
        let resolver = StaticPathResolver(root: folder.path("site"))

        #expect(StaticPathResolver.decodedPath(of: "/link%00%CC%86x/etc/") == nil)
        #expect(StaticPathResolver.decodedPath(of: "/link\0\u{0306}x/etc/") == nil)
        #expect(resolver.resolve("/link\0\u{0306}x/etc/") == .notFound)
        #expect(resolver.resolve("/index.html\0\u{0306}") == .notFound)
    }
}
