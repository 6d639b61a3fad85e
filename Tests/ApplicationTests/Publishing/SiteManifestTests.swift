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

    /// A large manifest is read in two halves, cut at a line break near its middle: the same
    /// paths in the same order, whichever line the cut falls after; and a path JSON escapes, in
    /// either half or right at the cut, still sends the whole through Foundation.
    @Test func aLargeManifestReadInHalvesGivesEveryPathInOrder() throws {
        var random = SplitMix64(seed: 23)
        for count in [9_000, 9_001, 12_345] {
            let files = (0..<count).map { index in "movie/\(index)-\(String(repeating: "x", count: Int(random.next() % 30)))/index.html" }
            let manifest = SiteManifest(files: files)
            let bytes = manifest.encoded()
            #expect(bytes.count - SiteManifest.PlainText.head.count - SiteManifest.PlainText.tail.count >= SiteManifest.PlainText.halvesFrom)
            #expect(SiteManifest.decode(bytes) == manifest, "\(count)")
            let lines = try #require(bytes.withUnsafeBufferPointer(SiteManifest.PlainText.lines(of:)))
            let (first, second) = try #require(bytes.withUnsafeBufferPointer { SiteManifest.PlainText.split(lines, in: $0) })
            #expect(first.lowerBound == lines.lowerBound && second.upperBound == lines.upperBound && second.lowerBound == first.upperBound + 2)
        }
        let files = (0..<10_000).map { "person/\($0)-someone/index.html" }
        for escaped in [10, 4_999, 5_000, 5_001, 9_990] {
            for text in ["a\"quote", "line\nbreak", "sep\u{2028}"] {
                var withEscape = files
                withEscape[escaped] = text
                let manifest = SiteManifest(files: withEscape)
                #expect(SiteManifest.decode(manifest.encoded()) == manifest, "\(text) at \(escaped)")
            }
        }
        // A raw line feed after a comma inside the path where the cut is looked for: not JSON,
        // so no manifest, rather than two halves read as if the cut were a line break.
        let text = "    \"aaaa\",\n    \"b,\nb\",\n    \"cccc\""
        let broken = SiteManifest.PlainText.head + Array(text.utf8) + SiteManifest.PlainText.tail
        try broken.withUnsafeBufferPointer { buffer in
            let lines = try #require(SiteManifest.PlainText.lines(of: buffer))
            let (first, second) = try #require(SiteManifest.PlainText.split(lines, in: buffer))
            #expect(first.upperBound == lines.lowerBound + 18, "the cut falls inside the second path")
            #expect(SiteManifest.PlainText.files(in: buffer, lines: first) == nil)
            #expect(SiteManifest.PlainText.files(in: buffer, lines: second) == nil)
        }
        #expect(SiteManifest.decode(broken) == nil)
    }
}
