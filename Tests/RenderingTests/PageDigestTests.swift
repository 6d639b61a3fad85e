import Foundation
import Presentation
@testable import Rendering
import Testing

@Suite struct PageDigestTests {
    private let context: [String: Any] = [
        "title": "Heat", "page": 2, "isStale": false, "rating": 7.9,
        "cards": [["id": "949", "title": "Heat"], ["id": "1", "title": "Alien"]],
        "genres": ["Crime", "Drama"],
    ]

    @Test func isTheSameInEveryProcessAndForAnyKeyOrder() throws {
        let digest = try #require(PageDigest.of(kind: "results", format: "html", values: context))
        // A literal: the digest must not depend on the process (Swift's Hasher is seeded per run).
        #expect(digest.description == Self.expected)
        var reordered: [String: Any] = [:]
        for key in context.keys.sorted().reversed() { reordered[key] = context[key] }
        #expect(PageDigest.of(kind: "results", format: "html", values: reordered) == digest)
        #expect(PageDigest(digest.description) == digest)
    }

    @Test func changesWithAnyValueItsTypeKindOrFormat() throws {
        let digest = try #require(PageDigest.of(kind: "results", format: "html", values: context))
        var changed = context
        changed["page"] = "2"
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        changed = context
        changed["cards"] = [["id": "949", "title": "Heat"], ["id": "1", "title": "Aliens"]]
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        changed = context
        changed["isStale"] = true
        #expect(PageDigest.of(kind: "results", format: "html", values: changed) != digest)
        #expect(PageDigest.of(kind: "movie", format: "html", values: context) != digest)
        #expect(PageDigest.of(kind: "results", format: "markdown", values: context) != digest)
        #expect(PageDigest.of(kind: "results", format: "html", values: ["a": "bc"]) != PageDigest.of(kind: "results", format: "html", values: ["ab": "c"]))
    }

    @Test func valuesWithoutACanonicalFormAreNeverMemoized() {
        struct Opaque {}
        #expect(PageDigest.of(kind: "results", format: "html", values: ["x": Opaque()]) == nil)
        #expect(PageDigest.of(kind: "results", format: "html", values: ["x": [Opaque()]]) == nil)
    }

    @Test func theRendererKeepsAPageTheMemoKnowsAndRecordsEveryPage() throws {
        final class Memo: PageRenderMemo, @unchecked Sendable {
            var reusable: [String: PageDigest] = [:]
            var recorded: [String: PageDigest] = [:]
            func canReuse(path: String, digest: PageDigest) -> Bool { reusable[path] == digest }
            func record(path: String, digest: PageDigest) { recorded[path] = digest }
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
        #expect(kept.reusesPublished && kept.contents.isEmpty && kept.path == plain.path)
        #expect(memo.recorded[plain.path] == digest)
        // Other values at the same path: rendered, and the new digest recorded.
        let other = renderer.render(RecentSearchesPage(items: []))
        #expect(!other.reusesPublished && !other.contents.isEmpty)
        #expect(memo.recorded[plain.path] != digest)
    }

    static let expected = "8e68b9c57242413fd22769f3a3c5fa96"
}
