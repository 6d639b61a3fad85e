@testable import Application
import Testing

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreWrittenOutNotSent() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb\u{7}\u{0}\r\u{9B}c") == "a\\u{1B}[2Jb\\u{7}\\u{0}\\u{D}\\u{9B}c")
        #expect(TerminalText.escaped("two\nlines\tand tabs, “Amélie”") == "two\nlines\tand tabs, “Amélie”")
    }
}
