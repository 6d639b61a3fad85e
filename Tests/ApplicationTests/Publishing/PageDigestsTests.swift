@testable import Application
import Rendering
import Testing

/// Keeping pages by their inputs alone: only files the last build made, only while the site's
/// own values are those its pages showed.
@Suite struct PageDigestsTests {
    private static func digest(_ text: String) -> PageDigest {
        var inputs = PageInputs(kind: "test")
        inputs.append(text)
        return inputs.digest
    }

    private static let previous = ["a/index.html": digest("a"), "a/index.md": digest("a.md"), "b/index.html": digest("b")]

    @Test func keepsTheFilesTheLastBuildMadeWithTheirDigests() {
        let digests = PageDigests(previous: Self.previous, previousSite: Self.digest("site"))
        digests.site = Self.digest("site")
        #expect(digests.keepPrevious(paths: ["a/index.html", "a/index.md"]))
        #expect(digests.reusedCount == 2 && digests.keptUnreadCount == 2)
        let lines = Array(digests.digestLines(alignedWith: ["a/index.html", "a/index.md", "b/index.html"]))
        #expect(lines == [Self.digest("a").compactDescription, Self.digest("a.md").compactDescription, ""])
        // The next build reads them back against the same paths.
        let next = PageDigests(digestLines: lines.joined(separator: "\n")[...], paths: ["a/index.html", "a/index.md", "b/index.html"], site: Self.digest("site"))
        next.site = Self.digest("site")
        #expect(next.keepPrevious(paths: ["a/index.html", "a/index.md"]))
        #expect(!next.keepPrevious(paths: ["b/index.html"]))
    }

    @Test func keepsNothingWhenAFileIsUnknown() {
        let digests = PageDigests(previous: Self.previous, previousSite: Self.digest("site"))
        digests.site = Self.digest("site")
        #expect(!digests.keepPrevious(paths: ["b/index.html", "b/index.md"]))
        #expect(digests.reusedCount == 0)
        #expect(Array(digests.digestLines(alignedWith: ["b/index.html"])) == [""])
    }

    @Test func keepsNothingWhenTheSiteValuesChangedOrAreUnknown() {
        let changed = PageDigests(previous: Self.previous, previousSite: Self.digest("site"))
        changed.site = Self.digest("another title")
        #expect(!changed.keepPrevious(paths: ["a/index.html"]))
        let unknown = PageDigests(previous: Self.previous)
        unknown.site = Self.digest("site")
        #expect(!unknown.keepPrevious(paths: ["a/index.html"]))
        let unset = PageDigests(previous: Self.previous, previousSite: Self.digest("site"))
        #expect(!unset.keepPrevious(paths: ["a/index.html"]))
    }
}
