import Foundation
import Presentation
@testable import Rendering
import Testing

@Suite struct PageDigestTests {
    private let context: TemplateObject = [
        "title": .text("Heat"), "page": .number(2), "isStale": .flag(false),
        "cards": .list([.object(["id": .text("949"), "title": .text("Heat")]), .object(["id": .text("1"), "title": .text("Alien")])]),
        "genres": .list([.text("Crime"), .text("Drama")]),
    ]

    @Test func readsBackItsCompactTextAndNothingElse() throws {
        // RFC 4648's base64url of the bytes 0 to 31 and of 32 bytes 0xFF (Python's
        // `base64.urlsafe_b64encode`, padding dropped).
        let counting = PageDigest(bytes: Array(0...31))
        #expect(counting.compactDescription == "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8")
        #expect(PageDigest(bytes: [UInt8](repeating: 255, count: 32)).compactDescription == "__________________________________________8")
        let digest = PageDigest.of(kind: "results", format: "html", values: context)
        let text = digest.compactDescription
        #expect(text.utf8.count == PageDigest.compactTextLength)
        #expect(PageDigest(compact: text[...]) == digest)
        #expect(PageDigest(compact: ("x\t" + text + "\n").dropFirst(2).dropLast()) == digest, "read where it lies")
        #expect(PageDigest(compact: text.dropLast()) == nil)
        #expect(PageDigest(compact: (text + "A")[...]) == nil)
        #expect(PageDigest(compact: (text.dropLast() + "=")[...]) == nil)
        #expect(PageDigest(compact: (text.dropLast() + "9")[...]) == nil, "the last character's spare bits are zero")
        #expect(PageDigest(compact: digest.description[...]) == nil, "hex is another form")
        for position in [0, 5, 39, 40, 41] {
            var bytes = Array(text.utf8)
            bytes[position] = UInt8(ascii: "=")
            #expect(PageDigest(compact: String(decoding: bytes, as: UTF8.self)[...]) == nil, "a character outside the alphabet at \(position)")
        }
        for seed in 0..<256 {
            let any = PageDigest(bytes: (0..<32).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ seed &* 11) })
            #expect(PageDigest(compact: any.compactDescription[...]) == any)
        }
    }

    @Test func isTheSameInEveryProcess() throws {
        let digest = PageDigest.of(kind: "results", format: "html", values: context)
        // A literal: the digest must not depend on the process (Swift's Hasher is seeded per run).
        #expect(digest.description == Self.expected)
        #expect(PageDigest(digest.description) == digest)
        // A digest of the earlier 128-bit form is not read: such a page is rendered again.
        #expect(PageDigest("8e68b9c57242413fd22769f3a3c5fa96") == nil)
        #expect(PageDigest(digest.description.uppercased()) == nil)
        #expect(PageDigest(String(digest.description.dropLast())) == nil)
        #expect(PageDigest(String(digest.description.dropLast()) + "g") == nil)
        #expect(PageDigest(digest.description + "0") == nil)
        #expect(Set([digest, PageDigest(digest.description)!]).count == 1)
        // A memo's line is read where it lies, as a slice of the memo's text.
        let line = "movie/949/index.html\t" + digest.description + "\n"
        #expect(PageDigest(line.dropFirst(21).dropLast()) == digest)
        #expect(PageDigest(line.dropFirst(20).dropLast(2)) == nil)
    }

    @Test func changesWithAnyValueItsTypeKindOrFormat() throws {
        let digest = PageDigest.of(kind: "results", format: "html", values: context)
        var changed = context
        changed["page"] = .text("2")
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        changed = context
        changed["cards"] = .list([.object(["id": .text("949"), "title": .text("Heat")]), .object(["id": .text("1"), "title": .text("Aliens")])])
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        changed = context
        changed["isStale"] = .flag(true)
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        #expect(PageDigest.of(kind: "movie", format: "html", values: context) != digest)
        #expect(PageDigest.of(kind: "results", format: "markdown", values: context) != digest)
    }

    @Test func noTwoValuesShareAnEncoding() {
        let pairs: [(TemplateObject, TemplateObject)] = [
            (["a": .text("bc")], ["ab": .text("c")]),
            (["a": .list([.text("b"), .text("c")])], ["a": .list([.text("bc")])]),
            (["a": .list([.list([]), .list([.text("x")])])], ["a": .list([.list([.text("x")]), .list([])])]),
            (["a": .number(1)], ["a": .flag(true)]),
            (["a": .object(["b": .text("c")])], ["a": .list([.text("b"), .text("c")])]),
        ]
        for (left, right) in pairs {
            #expect(PageDigest.of(kind: "k", format: "html", values: left) != PageDigest.of(kind: "k", format: "html", values: right))
        }
        #expect(PageDigest.of(kind: "k", format: "html", values: ["a": .text("b")], [:]) != PageDigest.of(kind: "k", format: "html", values: [:], ["a": .text("b")]))
    }

    @Test func theRendererKeepsAPageTheMemoKnowsAndRecordsEveryPage() throws {
        final class Memo: PageRenderMemo, @unchecked Sendable {
            var reusable: [String: PageDigest] = [:]
            var recorded: [String: PageDigest] = [:]
            func canReuse(path: String, digest: PageDigest) -> Bool { reusable[path] == digest }
            func record(path: String, digest: PageDigest) { recorded[path] = digest }
        func keepPrevious(paths: [String]) -> Bool {
            guard paths.allSatisfy({ reusable[$0] != nil }) else { return false }
            for path in paths { recorded[path] = reusable[path] }
            return true
        }
        }
        let memo = Memo()
        var renderer = Fixtures.renderer
        let page = RecentSearchesPage(items: [SearchLink(query: "Heat", slug: "heat")])
        let plain = renderer.render(page)
        renderer.pageMemo = memo

        let rendered = renderer.render(page)
        #expect(rendered == plain)
        let digest = memo.recorded[plain.path]
        #expect(digest != nil)

        memo.reusable = [plain.path: try #require(digest)]
        let kept = renderer.render(page)
        #expect(try kept.reusesPublished && kept.contents.isEmpty && kept.path == plain.path)
        #expect(memo.recorded[plain.path] == digest)
        // Other values at the same path: rendered, and the new digest recorded.
        let other = renderer.render(RecentSearchesPage(items: []))
        #expect(try !other.reusesPublished && !other.contents.isEmpty)
        #expect(memo.recorded[plain.path] != digest)
    }

    /// The SHA-256 of the encoding of `context`, computed apart from Marquee.
    static let expected = "9ff8485c42e6c3c44f4939c2cc46f69587a8dff95e68020112435eb4aa9933fc"
}
