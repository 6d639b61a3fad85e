@testable import Application
import Infrastructure
import Rendering
import Testing

/// Keeping pages by their inputs alone: only files the last build made, only while the site's
/// own values are those its pages showed.
@Suite struct PageDigestsTests {
    private static let previous = ["a/index.html": PageDigest.of("a"), "a/index.md": PageDigest.of("a.md"), "b/index.html": PageDigest.of("b")]

    @Test func keepsTheFilesTheLastBuildMadeWithTheirDigests() {
        let digests = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        digests.site = PageDigest.of("site")
        #expect(digests.keepPrevious(paths: ["a/index.html", "a/index.md"]))
        #expect(digests.reusedCount == 2 && digests.keptUnreadCount == 2)
        let lines = Array(digests.digestLines(alignedWith: ["a/index.html", "a/index.md", "b/index.html"]))
        #expect(lines == [PageDigest.of("a").compactDescription, PageDigest.of("a.md").compactDescription, ""])
        // The next build reads them back against the same paths.
        let next = PageDigests(digestLines: lines.joined(separator: "\n")[...], paths: ["a/index.html", "a/index.md", "b/index.html"], site: PageDigest.of("site"))
        next.site = PageDigest.of("site")
        #expect(next.keepPrevious(paths: ["a/index.html", "a/index.md"]))
        #expect(!next.keepPrevious(paths: ["b/index.html"]))
    }

    @Test func keepsABatchOfPagesEachAsItsOwnCallWould() {
        let digests = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        digests.site = PageDigest.of("site")
        let kept = digests.keepPrevious(pages: [["a/index.html", "a/index.md"], ["b/index.html", "b/index.md"], ["b/index.html"]])
        #expect(kept == [true, false, true])
        #expect(digests.reusedCount == 3 && digests.keptUnreadCount == 3)
        #expect(Array(digests.digestLines(alignedWith: ["a/index.html", "a/index.md", "b/index.html", "b/index.md"]))
            == [PageDigest.of("a").compactDescription, PageDigest.of("a.md").compactDescription, PageDigest.of("b").compactDescription, ""])
        let changed = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        changed.site = PageDigest.of("another title")
        #expect(changed.keepPrevious(pages: [["a/index.html"], ["b/index.html"]]) == [false, false])
        #expect(changed.reusedCount == 0)
    }

    @Test func keepsNothingWhenAFileIsUnknown() {
        let digests = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        digests.site = PageDigest.of("site")
        #expect(!digests.keepPrevious(paths: ["b/index.html", "b/index.md"]))
        #expect(digests.reusedCount == 0)
        #expect(Array(digests.digestLines(alignedWith: ["b/index.html"])) == [""])
    }

    @Test func keepsNothingWhenTheSiteValuesChangedOrAreUnknown() {
        let changed = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        changed.site = PageDigest.of("another title")
        #expect(!changed.keepPrevious(paths: ["a/index.html"]))
        let unknown = PageDigests(previous: Self.previous)
        unknown.site = PageDigest.of("site")
        #expect(!unknown.keepPrevious(paths: ["a/index.html"]))
        let unset = PageDigests(previous: Self.previous, previousSite: PageDigest.of("site"))
        #expect(!unset.keepPrevious(paths: ["a/index.html"]))
    }

    /// Pages recorded in any order, one of them twice, aligned with the site's sorted paths: each
    /// path gets its page's last digest, and a file that is no page an empty line, however many
    /// pages there are.
    @Test func digestLinesFollowTheSortedPathsWhateverTheOrderOfRecording() {
        for count in [0, 1, 5, 9_000] {
            let pages = (0..<count).map { "page/\($0 * 7 % max(count, 1))/index.html" }
            let digests = PageDigests()
            for page in pages.reversed() { digests.record(path: page, digest: PageDigest.of("old " + page)) }
            for page in pages { digests.record(path: page, digest: PageDigest.of(page)) }
            let paths = (pages + ["assets/site.css", "page/index.html", "zz"]).sortedTexts()
            let recorded = Set(pages)
            let expected = paths.map { recorded.contains($0) ? PageDigest.of($0).compactDescription : "" }
            let lines = digests.digestLines(alignedWith: paths)
            #expect(Array(lines) == expected, "\(count) pages")
            // Read twice, the lines are the same.
            #expect(Array(lines) == expected, "\(count) pages, again")
        }
    }
}
