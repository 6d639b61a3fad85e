import Infrastructure
import Testing

struct SpellingSuggestionTests {
    @Test func theClosestNameWithinTwoEditsIgnoringCase() {
        let names = ["output", "queries", "title", "state"]
        #expect(SpellingSuggestion.closest(to: "outptu", in: names) == "output")
        #expect(SpellingSuggestion.closest(to: "QUERIES", in: names) == "queries")
        #expect(SpellingSuggestion.closest(to: "stat", in: names) == "state")
        #expect(SpellingSuggestion.closest(to: "language", in: names) == nil)
        #expect(SpellingSuggestion.closest(to: "x", in: [String]()) == nil)
        // A tie goes to the first in sorted order, so the hint never changes between runs.
        #expect(SpellingSuggestion.closest(to: "ab", in: ["ac", "aa"]) == "aa")
    }
}
