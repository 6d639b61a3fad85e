import Infrastructure
import Testing

@Suite struct MarkupEscapingTests {
    @Test func escapesMarkupCharactersAndTheApostropheOnlyWhenAsked() {
        let text = #"<a href="x">Tom & Jerry's</a>"#
        #expect(MarkupEscaping.escaped(text) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;")
        #expect(MarkupEscaping.escaped(text, apostrophe: "&#39;") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(MarkupEscaping.escaped("it's", apostrophe: "&apos;") == "it&apos;s")
    }

    @Test func leavesPlainTextAlone() {
        #expect(MarkupEscaping.escaped("8½ Women — Amélie", apostrophe: "&#39;") == "8½ Women — Amélie")
        #expect(MarkupEscaping.escaped("") == "")
    }
}
