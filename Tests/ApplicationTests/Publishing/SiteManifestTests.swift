@testable import Application
import Foundation
import TestSupport
import Testing

@Suite struct SiteManifestTests {
    private func foundationBytes(_ manifest: SiteManifest) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(manifest)) + [UInt8(ascii: "\n")]
    }

    /// Written by hand, the manifest is the bytes Foundation's encoder writes, and reads back.
    @Test func plainPathsAreWrittenAsFoundationWritesThemAndReadBack() throws {
        var random = SplitMix64(seed: 19)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_./ éü한글")
        for count in [1, 2, 17, 500] {
            let files = (0..<count).map { _ in String((0..<Int(random.next() % 40 + 1)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }) }
            let manifest = SiteManifest(files: files)
            #expect(manifest.encoded() == (try foundationBytes(manifest)))
            #expect(SiteManifest.decode(manifest.encoded()) == manifest)
        }
    }

    /// Every byte JSON escapes, or that starts U+2028 and U+2029, is found wherever it stands in
    /// a path, short or long (the check runs on many bytes at once).
    @Test func aPathIsPlainOnlyWithoutAnyByteJSONEscapes() {
        for length in [1, 15, 16, 33, 100] {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBufferPointer(SiteManifest.PlainText.allPlain))
            for byte: UInt8 in [0x00, 0x0A, 0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0xE2] {
                for position in Set([0, length / 2, length - 1]) {
                    var bytes = plain
                    bytes[position] = byte
                    #expect(!bytes.withUnsafeBufferPointer(SiteManifest.PlainText.allPlain), "\(byte) at \(position) of \(length)")
                }
            }
        }
        #expect(Array("é/한글 x~".utf8).withUnsafeBufferPointer(SiteManifest.PlainText.allPlain))
        #expect([UInt8]().withUnsafeBufferPointer(SiteManifest.PlainText.allPlain))
    }

    /// Paths JSON escapes, an empty list and other layouts of the JSON go through Foundation.
    @Test func anythingElseGoesThroughFoundation() throws {
        for files in [["a\"b", "c\\d", "line\nbreak", "tab\there", "dash\u{2013}", "sep\u{2028}"], [], ["x/index.html"]] {
            let manifest = SiteManifest(files: files)
            #expect(manifest.encoded() == (try foundationBytes(manifest)), "\(files)")
            #expect(SiteManifest.decode(manifest.encoded()) == manifest, "\(files)")
        }
        #expect(SiteManifest.decode(Array(#"{"format":1,"files":["a.html","b/index.html"]}"#.utf8)) == SiteManifest(files: ["a.html", "b/index.html"]))
        #expect(SiteManifest.decode(Array("{\n  \"files\" : [\n    \"a.html\n  ],\n  \"format\" : 1\n}\n".utf8)) == nil)
        #expect(SiteManifest.decode(Array("not json".utf8)) == nil)
    }

    /// A large manifest's paths, found where they lie in its text, are every path in order,
    /// whether made into strings on one core or two; a path JSON escapes anywhere in it still
    /// sends the whole through Foundation, and a line feed inside a path makes it no manifest.
    @Test func aLargeManifestGivesEveryPathInOrder() throws {
        var random = SplitMix64(seed: 23)
        for count in [9_000, 9_001, 12_345] {
            let files = (0..<count).map { index in "movie/\(index)-\(String(repeating: "x", count: Int(random.next() % 30)))/index.html" }
            let manifest = SiteManifest(files: files)
            #expect(SiteManifest.decode(manifest.encoded()) == manifest, "\(count)")
            let paths = try #require(SiteManifest.PlainText.paths(in: manifest.encoded()))
            #expect(paths.count == count)
            #expect(paths.strings == files && paths.strings(at: 0..<count) == files)
        }
        let files = (0..<10_000).map { "person/\($0)-someone/index.html" }
        for escaped in [0, 4_999, 5_000, 9_999] {
            for text in ["a\"quote", "line\nbreak", "sep\u{2028}"] {
                var withEscape = files
                withEscape[escaped] = text
                let manifest = SiteManifest(files: withEscape)
                #expect(SiteManifest.PlainText.paths(in: manifest.encoded()) == nil, "\(text) at \(escaped)")
                #expect(SiteManifest.decode(manifest.encoded()) == manifest, "\(text) at \(escaped)")
            }
        }
        let text = "    \"aaaa\",\n    \"b,\nb\",\n    \"cccc\""
        let broken = SiteManifest.PlainText.head + Array(text.utf8) + SiteManifest.PlainText.tail
        #expect(SiteManifest.PlainText.paths(in: broken) == nil)
        #expect(SiteManifest.decode(broken) == nil)
    }
}
