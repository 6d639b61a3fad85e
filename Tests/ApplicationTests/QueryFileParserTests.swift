@testable import Application
import Testing

@Suite struct QueryFileParserTests {
    private func parse(_ text: String) throws(QueryFileError) -> QueryList {
        try QueryFileParser().parse(Array(text.utf8), source: "queries.txt")
    }

    @Test func skipsBlanksAndCommentsAndTrims() throws {
        let list = try parse("# films\n\n  star wars  \n\t# indented comment\nalien\n   \n")
        #expect(list.queries == ["star wars", "alien"])
        #expect(list.warnings.isEmpty)
    }

    @Test func dropsCaseInsensitiveDuplicatesWithAWarningNamingBothLines() throws {
        let list = try parse("Alien\nheat\nALIEN\n")
        #expect(list.queries == ["Alien", "heat"])
        #expect(list.warnings == ["queries.txt:3: “ALIEN” repeats line 1; dropped."])
    }

    @Test func acceptsCRLFAndAByteOrderMark() throws {
        let list = try parse("\u{FEFF}heat\r\namélie\r\n")
        #expect(list.queries == ["heat", "amélie"])
    }

    @Test func namesTheLineThatIsNotUTF8() {
        var bytes = Array("heat\nalien\n".utf8)
        bytes += [0x66, 0xFF, 0x6F, 0x0A]
        #expect(throws: QueryFileError.invalidUTF8(source: "queries.txt", line: 3)) {
            _ = try QueryFileParser().parse(bytes, source: "queries.txt")
        }
    }

    @Test func namesTheLineThatIsTooLong() {
        let long = String(repeating: "x", count: 201)
        #expect(throws: QueryFileError.lineTooLong(source: "queries.txt", line: 2, length: 201, limit: 200)) {
            _ = try parse("heat\n\(long)\n")
        }
        #expect((try? parse(String(repeating: "é", count: 200)))?.queries.count == 1)
    }

    @Test func aFileWithoutQueriesIsAnError() {
        #expect(throws: QueryFileError.noQueries(source: "queries.txt")) { _ = try parse("# nothing\n\n") }
        #expect(throws: QueryFileError.noQueries(source: "queries.txt")) { _ = try parse("") }
    }

    @Test func messagesSayWhatToDo() {
        let message = QueryFileError.invalidUTF8(source: "q.txt", line: 7).description
        #expect(message.hasPrefix("q.txt:7:"))
        #expect(message.contains("UTF-8"))
    }

    @Test func namesTheLineAndColumnOfAControlCharacter() {
        #expect(throws: QueryFileError.controlCharacter(source: "queries.txt", line: 2, column: 3, codePoint: 0x1B)) {
            _ = try parse("heat\nal\u{1B}[31mien\n")
        }
        for control in ["\u{0}", "\u{7}", "\u{7F}", "\u{85}x", "a\rb", "a\tb"] {
            #expect(throws: QueryFileError.self, "\(control.unicodeScalars.map(\.value))") { _ = try parse("x\(control)y\n") }
        }
        let message = QueryFileError.controlCharacter(source: "q.txt", line: 4, column: 2, codePoint: 0).description
        #expect(message.hasPrefix("q.txt:4: column 2 holds the control character U+0000"))
    }

    @Test func refusesALongLineBeforeReadingItWhole() throws {
        var parser = QueryFileParser(source: "stdin")
        try parser.add(line: Array("heat".utf8)[...])
        let line = [UInt8](repeating: UInt8(ascii: " "), count: QueryFileParser.maxLineBytes + 1)
        #expect(throws: QueryFileError.lineTooLongToRead(source: "stdin", line: 2, bytes: QueryFileParser.maxLineBytes, limit: 200)) {
            try parser.add(line: line[...])
        }
    }
}
