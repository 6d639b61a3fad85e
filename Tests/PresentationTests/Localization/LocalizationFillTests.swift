@testable import Presentation
import Testing

/// How a table's text gets its values: every text of every page goes through `fill`.
@Suite struct LocalizationFillTests {
    @Test func namedPlaceholdersTakeTheirValues() {
        #expect(Localization.fill("{count} results for {query}", ["count": "3", "query": "heat"]) == "3 results for heat")
        #expect(Localization.fill("{query}{query}", ["query": "ab"]) == "abab")
        #expect(Localization.fill("“{text}”", ["text": "Amélie"]) == "“Amélie”")
    }

    @Test func otherBracesStayAsTheyAre() {
        #expect(Localization.fill("{unknown} and {query}", ["query": "heat"]) == "{unknown} and heat")
        #expect(Localization.fill("a { b", ["b": "x"]) == "a { b")
        #expect(Localization.fill("ends with {", ["": "x"]) == "ends with {")
        #expect(Localization.fill("}{query}{", ["query": "q"]) == "}q{")
        // The name runs to the first closing brace: `{a{b}` is no name given, so its brace stays
        // and `{b}` inside it is filled.
        #expect(Localization.fill("{a{b}", ["b": "x"]) == "{ax")
        #expect(Localization.fill("{}", ["": "empty"]) == "empty")
    }

    @Test func theLastValueForANameWins() {
        #expect(Localization.fill("{query}", ["query": "first", "query": "last"]) == "last")
        #expect(Localization.fill("{query}", [("query", "first"), ("query", "last")]) == "last")
    }

    @Test func aTextWithoutPlaceholdersIsTheTextItself() {
        #expect(Localization.fill("No synopsis yet.", ["query": "heat"]) == "No synopsis yet.")
        #expect(Localization.fill("", [:]) == "")
        #expect(Localization.fill("Ñandú {x}", [:]) == "Ñandú {x}")
    }
}
