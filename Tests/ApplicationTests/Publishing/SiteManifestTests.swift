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
            #expect(SiteManifest.decode(Data(manifest.encoded())) == manifest)
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
            #expect(SiteManifest.decode(Data(manifest.encoded())) == manifest, "\(files)")
        }
        #expect(SiteManifest.decode(Data(#"{"format":1,"files":["a.html","b/index.html"]}"#.utf8)) == SiteManifest(files: ["a.html", "b/index.html"]))
        #expect(SiteManifest.decode(Data("{\n  \"files\" : [\n    \"a.html\n  ],\n  \"format\" : 1\n}\n".utf8)) == nil)
        #expect(SiteManifest.decode(Data("not json".utf8)) == nil)
    }
}
