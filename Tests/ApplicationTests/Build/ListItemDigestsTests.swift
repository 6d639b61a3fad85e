@testable import Application
import Rendering
import Testing

@Suite struct ListItemDigestsTests {
    private static func digest(_ text: String) -> PageDigest {
        var inputs = PageInputs(kind: "test")
        inputs.append(text)
        return inputs.digest
    }

    @Test func eachFilmIsFoundByIdWhateverTheOrderItWasRecordedIn() {
        let ids = (0..<500).map { "film-\(($0 * 7919) % 500)" }
        var digests = ListItemDigests()
        digests.reserve(ids.count)
        for id in ids { digests.record(Self.digest(id), of: id) }
        let unsorted = ids.prefix(20).map { digests[$0] }
        digests.sort()
        #expect(digests.count == 500)
        for id in ids { #expect(digests[id] == Self.digest(id)) }
        #expect(unsorted == ids.prefix(20).map { Self.digest($0) }, "found before the sort too, one by one")
        #expect(digests["film-500"] == nil)
        #expect(digests[""] == nil)
        #expect(digests["zzz"] == nil)
    }

    @Test func aFilmRecordedTwiceKeepsItsDigestOnlyWhenBothAgree() {
        var digests = ListItemDigests()
        digests.record(Self.digest("a"), of: "2")
        digests.record(Self.digest("b"), of: "1")
        digests.record(Self.digest("a"), of: "2")
        digests.record(Self.digest("c"), of: "3")
        digests.record(Self.digest("d"), of: "1")
        #expect(digests["1"] == nil, "two digests for one film: neither can vouch for its page")
        digests.sort()
        #expect(digests.count == 2)
        #expect(digests["1"] == nil)
        #expect(digests["2"] == Self.digest("a"))
        #expect(digests["3"] == Self.digest("c"))
        digests.removeAll()
        #expect(digests.count == 0)
        #expect(digests["2"] == nil)
    }
}
