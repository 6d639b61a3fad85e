import Domain
import Foundation
import Presentation
@testable import Rendering
import Testing

@Suite struct MemoizedPageTests {
    final class Memo: PageRenderMemo, @unchecked Sendable {
        var reusable: [String: PageDigest] = [:]
        var recorded: [String: PageDigest] = [:]
        /// How many batches ``keepPrevious(pages:)`` was given.
        var batches = 0
        func canReuse(path: String, digest: PageDigest) -> Bool { reusable[path] == digest }
        func record(path: String, digest: PageDigest) { recorded[path] = digest }
        func keepPrevious(paths: [String]) -> Bool {
            guard paths.allSatisfy({ reusable[$0] != nil }) else { return false }
            for path in paths { recorded[path] = reusable[path] }
            return true
        }
        func keepPrevious(pages: [[String]]) -> [Bool] {
            batches += 1
            return pages.map(keepPrevious(paths:))
        }
    }

    /// Counts how often the page was made.
    final class Counter: @unchecked Sendable {
        var made = 0
    }

    private static let filmography = Filmography(personKey: "ada-lovelace", name: "Ada Lovelace", entries: [
        .init(role: .director, film: CreditedFilm(id: "7", title: "Engines", year: 1843)),
    ])

    private func page(_ inputs: PageInputs, counter: Counter) -> MemoizedPage {
        MemoizedPage(path: SitePath.person(slug: "ada-lovelace"), inputs: inputs) {
            counter.made += 1
            return .person(PersonPage(person: PersonViewModel(filmography: Self.filmography)))
        }
    }

    private func inputs(_ name: String) -> PageInputs {
        var inputs = PageInputs(kind: "person")
        inputs.append(name)
        return inputs
    }

    @Test func isMadeOnlyWhenItsInputsChanged() throws {
        let counter = Counter()
        let memo = Memo()
        var renderer = Fixtures.renderer
        let plain = renderer.files(for: .person(PersonPage(person: PersonViewModel(filmography: Self.filmography))))
        renderer.pageMemo = memo

        // First build: made, rendered as the page itself is, and its inputs' digest recorded.
        let first = renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        #expect(first == plain)
        #expect(counter.made == 1)
        let digest = try #require(memo.recorded[plain[0].path])

        // Same inputs: kept, never made.
        memo.reusable = memo.recorded
        let kept = renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        #expect(kept.map(\.reusesPublished) == [true])
        #expect(kept.map(\.path) == plain.map(\.path))
        #expect(counter.made == 1)
        #expect(memo.recorded[plain[0].path] == digest)

        // Other inputs: made again, the new digest recorded.
        let changed = renderer.files(for: .memoized(page(inputs("Ada L."), counter: counter)))
        #expect(changed == plain)
        #expect(counter.made == 2)
        #expect(memo.recorded[plain[0].path] != digest)
    }

    @Test func pagesKeptInABatchAreThoseKeptOneByOne() throws {
        let memo = Memo()
        var renderer = Fixtures.renderer
        renderer.pageMemo = memo
        let known = PageDigest.of(kind: "person", format: "html", values: [:])
        for slug in ["ada", "bob"] {
            for format in renderer.options.formats { memo.reusable[PageLinks(page: SitePath.person(slug: slug), format: format).filePath] = known }
        }
        let pages = ["ada", "carol", "bob"].map { UnmadePage(path: SitePath.person(slug: $0)) }
        let batch = renderer.keptFiles(pages)
        // The memo's own batch is called, once for the pages kept by their paths.
        #expect(memo.batches == 1)
        #expect(batch.map { $0?.map(\.path) } == pages.map { renderer.keptFiles([$0])[0]?.map(\.path) })
        #expect(batch.map { $0 != nil } == [true, false, true])
        let keptFiles = batch.compactMap { $0 }.joined()
        #expect(keptFiles.allSatisfy { $0.reusesPublished })
    }

    @Test func withDownloadedPostersItIsAlwaysMadeAndDigestedByItsValues() throws {
        struct Copies: LocalPosters {
            func sitePath(forPosterURL url: String) -> String? { nil }
        }
        let counter = Counter()
        let memo = Memo()
        var renderer = SiteRenderer(templates: .builtIn, options: SiteOptions(posters: .downloaded(Copies())))
        renderer.pageMemo = memo
        _ = renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        memo.reusable = memo.recorded
        let again = renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        #expect(counter.made == 2)
        // Digested by its values, which did not change: kept after it was made.
        #expect(again.map(\.reusesPublished) == [true])
        let path = try #require(memo.recorded.keys.first)
        #expect(memo.recorded[path] != PageDigest.of(inputs: inputs("Ada"), site: renderer.siteValues, format: "html"))
    }

    /// The build memo keeps pages across builds with other options (only the program and
    /// templates must be the same), so a page is made again when what every page shows changed.
    @Test func isMadeAgainUnderAnotherSiteNameLanguageBaseURLOrPosterDisplay() throws {
        let memo = Memo()
        var first = SiteRenderer(templates: .builtIn, siteName: "Before", options: SiteOptions(posters: .remote))
        first.pageMemo = memo
        let counter = Counter()
        _ = first.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        memo.reusable = memo.recorded
        let kept = first.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        #expect(kept.map(\.reusesPublished) == [true])
        #expect(counter.made == 1)

        let others = [
            SiteRenderer(templates: .builtIn, siteName: "After", options: SiteOptions(posters: .remote)),
            SiteRenderer(templates: .builtIn, siteName: "Before", options: SiteOptions(posters: .remote, localization: try Localization.builtIn("es"))),
            SiteRenderer(templates: .builtIn, siteName: "Before", options: SiteOptions(posters: .remote, baseURL: "https://example.org/")),
            SiteRenderer(templates: .builtIn, siteName: "Before", options: SiteOptions(posters: .none)),
        ]
        for var renderer in others {
            renderer.pageMemo = memo
            memo.reusable = memo.recorded
            let files = renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
            #expect(files.allSatisfy { !$0.reusesPublished })
        }
        #expect(counter.made == 1 + others.count)
    }

    @Test func withoutAMemoItIsAlwaysMade() throws {
        let counter = Counter()
        let files = Fixtures.renderer.files(for: .memoized(page(inputs("Ada"), counter: counter)))
        #expect(counter.made == 1)
        #expect(try files.allSatisfy { file in try !file.reusesPublished && !file.contents.isEmpty })
    }

    @Test func inputsOfOtherValuesKindsOrFormatsNeverShareADigest() {
        var a = PageInputs(kind: "person")
        a.append("ab")
        a.append("c")
        var b = PageInputs(kind: "person")
        b.append("a")
        b.append("bc")
        var c = PageInputs(kind: "movie")
        c.append("ab")
        c.append("c")
        var d = PageInputs(kind: "person")
        d.append(nil as Int?)
        var e = PageInputs(kind: "person")
        e.append(0 as Int?)
        let site = PageInputs(kind: "site")
        var otherSite = PageInputs(kind: "site")
        otherSite.append("Movie night")
        let digests = [a, b, c, d, e].map { PageDigest.of(inputs: $0, site: site, format: "html") }
            + [PageDigest.of(inputs: a, site: site, format: "markdown"), PageDigest.of(inputs: a, site: otherSite, format: "html")]
        #expect(Set(digests).count == digests.count)
    }
}
