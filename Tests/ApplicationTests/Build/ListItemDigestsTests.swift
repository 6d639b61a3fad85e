@testable import Application
import Rendering
import Testing

@Suite struct ListItemDigestsTests {
    @Test func eachFilmIsFoundByIdWhateverTheOrderItWasRecordedIn() {
        let ids = (0..<500).map { "film-\(($0 * 7919) % 500)" }
        var digests = ListItemDigests()
        digests.reserve(ids.count)
        for id in ids { digests.record(PageDigest.of(id), of: id) }
        let unsorted = ids.prefix(20).map { digests[$0] }
        digests.sort()
        #expect(digests.count == 500)
        for id in ids { #expect(digests[id] == PageDigest.of(id)) }
        #expect(unsorted == ids.prefix(20).map { PageDigest.of($0) }, "found before the sort too, one by one")
        #expect(digests["film-500"] == nil)
        #expect(digests[""] == nil)
        #expect(digests["zzz"] == nil)
    }

    @Test func aFilmRecordedTwiceKeepsItsDigestOnlyWhenBothAgree() {
        var digests = ListItemDigests()
        digests.record(PageDigest.of("a"), of: "2")
        digests.record(PageDigest.of("b"), of: "1")
        digests.record(PageDigest.of("a"), of: "2")
        digests.record(PageDigest.of("c"), of: "3")
        digests.record(PageDigest.of("d"), of: "1")
        #expect(digests["1"] == nil, "two digests for one film: neither can vouch for its page")
        digests.sort()
        #expect(digests.count == 2)
        #expect(digests["1"] == nil)
        #expect(digests["2"] == PageDigest.of("a"))
        #expect(digests["3"] == PageDigest.of("c"))
        digests.removeAll()
        #expect(digests.count == 0)
        #expect(digests["2"] == nil)
    }
}
