@testable import Presentation
import Testing

/// How a table's text gets its values: every text of every page goes through `filled`.
@Suite struct TextTemplateTests {
    @Test func namedPlaceholdersTakeTheirValues() {
        #expect(TextTemplate("{count} results for {query}").filled(["count": "3", "query": "heat"]) == "3 results for heat")
        #expect(TextTemplate("{query}{query}").filled(["query": "ab"]) == "abab")
        #expect(TextTemplate("“{text}”").filled(["text": "Amélie"]) == "“Amélie”")
    }

    @Test func otherBracesStayAsTheyAre() {
        #expect(TextTemplate("{unknown} and {query}").filled(["query": "heat"]) == "{unknown} and heat")
        #expect(TextTemplate("a { b").filled(["b": "x"]) == "a { b")
        #expect(TextTemplate("ends with {").filled(["": "x"]) == "ends with {")
        #expect(TextTemplate("}{query}{").filled(["query": "q"]) == "}q{")
        // The name runs to the first closing brace: `{a{b}` is no name given, so its brace stays
        // and `{b}` inside it is filled.
        #expect(TextTemplate("{a{b}").filled(["b": "x"]) == "{ax")
        #expect(TextTemplate("{}").filled(["": "empty"]) == "empty")
    }

    @Test func theLastValueForANameWins() {
        #expect(TextTemplate("{query}").filled(["query": "first", "query": "last"]) == "last")
    }

    @Test func aPlaceholderGivenNoValueStaysAsWritten() {
        #expect(TextTemplate("{a} {b}").filled { $0 == "a" ? "x" : nil } == "x {b}")
        #expect(TextTemplate("{b}").filled { _ in nil } == "{b}")
    }

    @Test func longAndMultibyteValuesAreCopiedWhole() {
        let value = String(repeating: "Ñandú 한국어 ", count: 40)
        #expect(TextTemplate("«{v}» and «{v}»").filled(["v": value]) == "«" + value + "» and «" + value + "»")
        #expect(TextTemplate("{v}").filled(["v": ""]) == "")
    }

    @Test func aTextWithoutPlaceholdersIsTheTextItself() {
        #expect(TextTemplate("No synopsis yet.").filled(["query": "heat"]) == "No synopsis yet.")
        #expect(TextTemplate("").filled([:]) == "")
        #expect(TextTemplate("Ñandú {x}").filled([:]) == "Ñandú {x}")
    }
}
