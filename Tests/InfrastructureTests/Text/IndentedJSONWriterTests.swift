import Foundation
import Infrastructure
import Testing

@Suite struct IndentedJSONWriterTests {
    /// What `JSONEncoder` writes, laid out as the writer lays out text.
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func written(_ body: (inout IndentedJSONWriter) -> Void) -> String {
        var json = IndentedJSONWriter()
        body(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private struct Nested: Encodable {
        let list: [String]
        let empty: [Int]
        let inner: [String: Int]
        let none: [String: Int]
        let flag: Bool
    }

    @Test func objectsAndArraysNestedAndEmptyAreLaidOutAsTheEncoderLaysThemOut() throws {
        let value = [Nested(list: ["a", "b"], empty: [], inner: ["x": 1, "y": -2], none: [:], flag: false)]
        let text = written { json in
            json.array { json in
                json.object { json in
                    json.key("empty")
                    json.array { _ in }
                    json.key("flag")
                    json.bool(false)
                    json.key("inner")
                    json.object { json in
                        json.key("x")
                        json.integer(1)
                        json.key("y")
                        json.integer(Int32(-2))
                    }
                    json.key("list")
                    json.array(["a", "b"])
                    json.key("none")
                    json.object { _ in }
                }
            }
        }
        #expect(text == (try encoded(value)))
    }

    @Test(arguments: [
        "plain", "", "quote \" and backslash \\ and slash /", "lines\nand\ttabs\r\u{8}\u{C}",
        "controls \u{0}\u{1}\u{B}\u{1B}\u{1F} and delete \u{7F}", "Amélie 8½ — 😀 \u{2028}",
    ])
    func stringsAreEscapedAsTheEncoderEscapesThem(_ string: String) throws {
        #expect(written { $0.array([string]) } == (try encoded([string])))
        #expect(written { $0.string(string) } == (try encoded(string)))
    }

    @Test(arguments: [0.0, 3.0, -0.0, 0.918, 0.1 + 0.2, 1e-5, 2.5e-7, 123_456.789, 1e16, 1e20, 1e300, 12_345_678_901_234_567.0, -4.5])
    func numbersAreWrittenAsTheEncoderWritesThem(_ number: Double) throws {
        #expect(written { $0.number(number) } == (try encoded(number)))
    }

    @Test func integersOfAnyWidth() throws {
        #expect(written { json in json.array { $0.integer(Int32.min); $0.integer(Int.max); $0.integer(UInt8(7)) } }
            == (try encoded([Int(Int32.min), Int.max, 7])))
    }
}
